-- A broad word ("tinto") matches thousands of wines, and search looks each of them up to rank it
-- (in stock first) and to count it by sweetness (backend/src/search/search-wines.ts). Through the
-- table every lookup lands on a page of whole rows, so a broad search read most of the table;
-- this index holds only what those lookups read and fits in a few pages.
CREATE INDEX wines_search_rank ON wines (id, active, stock, sweetness);

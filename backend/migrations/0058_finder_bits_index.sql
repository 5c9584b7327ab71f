-- The finder counts every occasion and dish over the wines the other answers leave, grouped by
-- their bit patterns (backend/src/finder/finder-sql.ts). With no answer narrowing the wines, no
-- finder index was ordered by the bits, so each of those counts sorted the whole catalogue; read
-- in this index's order the wines arrive grouped. It carries every column a finder answer reads,
-- like the finder's other indexes (0050), so the counts read the index alone.
CREATE INDEX wines_finder_bits ON wines (occasion_bits, dish_bits, type_slug, sweetness, grape_slug, country_slug, price) WHERE active = 1;

-- SQL assertions: a check that runs inside a D1 batch, between its writes. A D1 batch is one
-- transaction and D1 runs one statement at a time, so a condition checked here cannot be
-- separated from the writes beside it, as a check in JavaScript on an earlier read can: parallel
-- requests that all read the same cart would pass a limit together (spec §7: stock on every add,
-- at most 50 wines per cart).
--
-- Usage: INSERT INTO sql_assertions (ok, message) SELECT <condition>, '<CODE>:<subject>'
-- When the condition is not true the whole batch aborts with the message, and nothing it wrote
-- stays. The SELECT must have no FROM (always exactly one row): an assertion over zero rows would
-- never run. A condition that comes out NULL (a missing row) fails: assertions fail closed.
CREATE VIEW sql_assertions AS SELECT NULL AS ok, NULL AS message;

CREATE TRIGGER sql_assertion_check INSTEAD OF INSERT ON sql_assertions
WHEN NEW.ok IS NULL OR NOT NEW.ok
BEGIN
  SELECT raise(ABORT, NEW.message);
END;

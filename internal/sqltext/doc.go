// Package sqltext reads SQL text the way the idemlint analyzers meet it: in
// string constants and literals, in strings concatenated or built with
// fmt.Sprintf at run time, and in embedded .sql migration files.
//
// It is a tolerant lexer plus a few recognizers, not a SQL parser. It reads
// PostgreSQL, MySQL and SQLite (and does not trip over SQL Server): comments,
// quoted strings of every dialect, dollar quotes, quoted identifiers,
// placeholders, and statements separated by ';', DELIMITER or GO. On the
// statements that matter for idempotency it recognises the target table, the
// INSERT column list and conflict clause, the SET assignments and how each
// relates to the old value, the top-level WHERE conditions, row locks,
// existence probes, and the keys declared by CREATE TABLE, CREATE INDEX and
// ALTER TABLE.
//
// Run-time fragments are replaced by the caller with Hole. The recognizers
// never guess across a Hole: a table name that is a Hole is "", a SET value
// that a Hole decides is RelUnknown, an INSERT whose tail could be a Hole has
// ConflictUnknown, and a Hole that could hold WHERE conditions appears as a
// Cond with Hole set.
//
// Nothing here fails or panics: unknown syntax gives Kind Other or Unknown, or
// partial answers. The work is linear in the input and bounded by MaxInput,
// MaxStatements and MaxTokens.
//
//	for _, st := range sqltext.Split(migration) {
//		if st.Kind == sqltext.CreateTable && !st.Create.UniqueOn("idempotency_key") { ... }
//	}
//	st := sqltext.Parse("UPDATE accounts SET balance = balance + $1 WHERE id = " + sqltext.Hole)
//	// st.Set[0].Rel == sqltext.RelAdd; st.Where[0].Value == sqltext.OperandUnknown
package sqltext

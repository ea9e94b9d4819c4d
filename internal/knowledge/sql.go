package knowledge

// database/sql, github.com/jackc/pgx/v5 (+pgxpool, pgconn) and v4 (+pgxpool), github.com/jmoiron/sqlx.
//
// SQL calls carry role SQL with the statement in Query and are not marked
// Effect: the analyzers classify them by the query text (INSERT … ON CONFLICT
// DO NOTHING is a claim, UPDATE … SET n = n + 1 a delta, SELECT a check).
// One-row APIs carry OneRow: their error (the Row's Scan's) is ErrNoRows
// when nothing matched, which a caller may read as "absent".
// Prepared statements ((*sql.Stmt).Exec, (*sqlx.NamedStmt).Exec) are left
// out: their text is an argument of Prepare, not of the call that runs it.

var sqlFuncs = []*Func{
	// database/sql: *DB.
	{Name: "(*database/sql.DB).Begin", Roles: []Role{TxBegin}},
	{Name: "(*database/sql.DB).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "opts"}},
	{Name: "(*database/sql.DB).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*database/sql.DB).ExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*database/sql.DB).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*database/sql.DB).QueryContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*database/sql.DB).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query", OneRow: true},
	{Name: "(*database/sql.DB).QueryRowContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query", OneRow: true},

	// database/sql: *Conn (context variants only).
	{Name: "(*database/sql.Conn).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "opts"}},
	{Name: "(*database/sql.Conn).ExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*database/sql.Conn).QueryContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*database/sql.Conn).QueryRowContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query", OneRow: true},

	// database/sql: *Tx.
	{Name: "(*database/sql.Tx).Commit", Roles: []Role{TxCommit}},
	{Name: "(*database/sql.Tx).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*database/sql.Tx).ExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*database/sql.Tx).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*database/sql.Tx).QueryContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*database/sql.Tx).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query", OneRow: true},
	{Name: "(*database/sql.Tx).QueryRowContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query", OneRow: true},

	// pgx v5: *Batch and *Conn.
	{Name: "(*github.com/jackc/pgx/v5.Batch).Queue", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "arguments"}, Query: "query",
		Why: "queues the statement; it runs when the batch is sent with SendBatch"},
	{Name: "(*github.com/jackc/pgx/v5.Conn).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"}},
	{Name: "(*github.com/jackc/pgx/v5.Conn).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "txOptions"}},
	{Name: "(*github.com/jackc/pgx/v5.Conn).CopyFrom", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"ctx", "tableName", "columnNames", "rowSrc"},
		Why: "COPY FROM inserts rows without SQL text to classify: a bulk insert"},
	{Name: "(*github.com/jackc/pgx/v5.Conn).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v5.Conn).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v5.Conn).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},

	// pgx v5: transaction helpers. The callback receives the transaction;
	// pgx commits when it returns nil and rolls back otherwise.
	{Name: "github.com/jackc/pgx/v5.BeginFunc", Roles: []Role{TxBegin}, Params: []string{"ctx", "db", "fn"}, Callback: "fn",
		Why: "runs fn inside a transaction and commits when fn returns nil"},
	{Name: "github.com/jackc/pgx/v5.BeginTxFunc", Roles: []Role{TxBegin}, Params: []string{"ctx", "db", "txOptions", "fn"}, Callback: "fn",
		Why: "runs fn inside a transaction and commits when fn returns nil"},

	// pgx v5: Tx is an interface; Pool.Begin returns it too.
	{Name: "(github.com/jackc/pgx/v5.Tx).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"},
		Why: "a pseudo nested transaction (savepoint)"},
	{Name: "(github.com/jackc/pgx/v5.Tx).Commit", Roles: []Role{TxCommit}, Params: []string{"ctx"}},
	{Name: "(github.com/jackc/pgx/v5.Tx).CopyFrom", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"ctx", "tableName", "columnNames", "rowSrc"},
		Why: "COPY FROM inserts rows without SQL text to classify: a bulk insert"},
	{Name: "(github.com/jackc/pgx/v5.Tx).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(github.com/jackc/pgx/v5.Tx).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(github.com/jackc/pgx/v5.Tx).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},

	// pgx v5: pgxpool.
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Conn).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"}},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Conn).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "txOptions"}},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Conn).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Conn).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Conn).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Pool).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"}},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Pool).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "txOptions"}},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Pool).CopyFrom", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"ctx", "tableName", "columnNames", "rowSrc"},
		Why: "COPY FROM inserts rows without SQL text to classify: a bulk insert"},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Pool).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Pool).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v5/pgxpool.Pool).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},

	// pgx v4: the same API as v5's for what these entries name (its package
	// BeginFunc helpers are methods there, left out); pgconn is a module of
	// its own (github.com/jackc/pgconn).
	{Name: "(*github.com/jackc/pgx/v4.Batch).Queue", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "arguments"}, Query: "query",
		Why: "queues the statement; it runs when the batch is sent with SendBatch"},
	{Name: "(*github.com/jackc/pgx/v4.Conn).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"}},
	{Name: "(*github.com/jackc/pgx/v4.Conn).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "txOptions"}},
	{Name: "(*github.com/jackc/pgx/v4.Conn).CopyFrom", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"ctx", "tableName", "columnNames", "rowSrc"},
		Why: "COPY FROM inserts rows without SQL text to classify: a bulk insert"},
	{Name: "(*github.com/jackc/pgx/v4.Conn).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v4.Conn).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v4.Conn).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},
	{Name: "(github.com/jackc/pgx/v4.Tx).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"},
		Why: "a pseudo nested transaction (savepoint)"},
	{Name: "(github.com/jackc/pgx/v4.Tx).Commit", Roles: []Role{TxCommit}, Params: []string{"ctx"}},
	{Name: "(github.com/jackc/pgx/v4.Tx).CopyFrom", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"ctx", "tableName", "columnNames", "rowSrc"},
		Why: "COPY FROM inserts rows without SQL text to classify: a bulk insert"},
	{Name: "(github.com/jackc/pgx/v4.Tx).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(github.com/jackc/pgx/v4.Tx).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(github.com/jackc/pgx/v4.Tx).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Conn).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"}},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Conn).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "txOptions"}},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Conn).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Conn).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Conn).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Pool).Begin", Roles: []Role{TxBegin}, Params: []string{"ctx"}},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Pool).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "txOptions"}},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Pool).CopyFrom", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"ctx", "tableName", "columnNames", "rowSrc"},
		Why: "COPY FROM inserts rows without SQL text to classify: a bulk insert"},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Pool).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "sql", "arguments"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Pool).Query", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql"},
	{Name: "(*github.com/jackc/pgx/v4/pgxpool.Pool).QueryRow", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "sql", "args"}, Query: "sql", OneRow: true},

	// sqlx: *DB (embeds *sql.DB: Exec, ExecContext, Begin… resolve to database/sql).
	{Name: "(*github.com/jmoiron/sqlx.DB).BeginTxx", Roles: []Role{TxBegin}, Params: []string{"ctx", "opts"}},
	{Name: "(*github.com/jmoiron/sqlx.DB).Beginx", Roles: []Role{TxBegin}},
	{Name: "(*github.com/jmoiron/sqlx.DB).Get", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"dest", "query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.DB).GetContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "dest", "query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.DB).MustBegin", Roles: []Role{TxBegin}},
	{Name: "(*github.com/jmoiron/sqlx.DB).MustBeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "opts"}},
	{Name: "(*github.com/jmoiron/sqlx.DB).MustExec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).MustExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).NamedExec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).NamedExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).NamedQuery", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).NamedQueryContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).QueryRowx", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.DB).QueryRowxContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.DB).Queryx", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).QueryxContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).Select", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"dest", "query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.DB).SelectContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "dest", "query", "args"}, Query: "query"},

	// sqlx: *Tx (embeds *sql.Tx: Commit resolves to database/sql).
	{Name: "(*github.com/jmoiron/sqlx.Tx).Get", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"dest", "query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.Tx).GetContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "dest", "query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.Tx).MustExec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).MustExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).NamedExec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).NamedExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).NamedQuery", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "arg"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).QueryRowx", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.Tx).QueryRowxContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query", OneRow: true},
	{Name: "(*github.com/jmoiron/sqlx.Tx).Queryx", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).QueryxContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).Select", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"dest", "query", "args"}, Query: "query"},
	{Name: "(*github.com/jmoiron/sqlx.Tx).SelectContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "dest", "query", "args"}, Query: "query"},

	// sqlx: package-level helpers over any Queryer/Execer.
	{Name: "github.com/jmoiron/sqlx.Get", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"q", "dest", "query", "args"}, Query: "query", OneRow: true},
	{Name: "github.com/jmoiron/sqlx.GetContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "q", "dest", "query", "args"}, Query: "query", OneRow: true},
	{Name: "github.com/jmoiron/sqlx.MustExec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"e", "query", "args"}, Query: "query"},
	{Name: "github.com/jmoiron/sqlx.MustExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "e", "query", "args"}, Query: "query"},
	{Name: "github.com/jmoiron/sqlx.NamedExec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"e", "query", "arg"}, Query: "query"},
	{Name: "github.com/jmoiron/sqlx.NamedExecContext", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"ctx", "e", "query", "arg"}, Query: "query"},
	{Name: "github.com/jmoiron/sqlx.Select", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"q", "dest", "query", "args"}, Query: "query"},
	{Name: "github.com/jmoiron/sqlx.SelectContext", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"ctx", "q", "dest", "query", "args"}, Query: "query"},
}

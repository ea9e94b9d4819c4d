package knowledge

// gorm.io/gorm.
//
// gorm chains: db.Where("key = ?", k).First(&row). The key of a check often
// sits in a Where on the receiver chain rather than in conds; the analyzers
// follow the receiver. Whether an update is a delta (gorm.Expr("n + ?", 1))
// or an insert a claim (Clauses(clause.OnConflict{DoNothing: true})) is decided
// at the call site from those arguments, not here. AutoMigrate is a None
// entry: dedupschema reads the struct tags of the models passed to it.

// GormCreate is the full name of gorm's Create: an INSERT of the model,
// a claim under Clauses(clause.OnConflict{DoNothing: true}) (decided at
// the call site by the summary, read by checkthenact and inprogress).
const GormCreate = "(*gorm.io/gorm.DB).Create"

var gormFuncs = []*Func{
	// Schema.
	{Name: "(*gorm.io/gorm.DB).AutoMigrate", Roles: []Role{None}, Params: []string{"dst"},
		Why: "creates or alters the models' tables: no row is written; dedupschema reads the models' tags"},

	// Transactions.
	{Name: "(*gorm.io/gorm.DB).Begin", Roles: []Role{TxBegin}, Params: []string{"opts"}},
	{Name: "(*gorm.io/gorm.DB).Commit", Roles: []Role{TxCommit}},
	{Name: "(*gorm.io/gorm.DB).Transaction", Roles: []Role{TxBegin}, Params: []string{"fc", "opts"}, Callback: "fc",
		Why: "runs fc inside a transaction and commits when fc returns nil; fc's argument is the transaction"},

	// Raw SQL.
	{Name: "(*gorm.io/gorm.DB).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"sql", "values"}, Query: "sql"},
	{Name: "(*gorm.io/gorm.DB).Raw", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"sql", "values"}, Query: "sql",
		Why: "builds the statement; it runs at the finisher (Scan, Row, Rows, Find)"},

	// Existence checks.
	{Name: "(*gorm.io/gorm.DB).Count", Roles: []Role{Check}, Params: []string{"count"}, Key: "recv", Result: ResultCount,
		Why: "the key is in a Where on the receiver chain; the count is written to *count"},
	{Name: "(*gorm.io/gorm.DB).Find", Roles: []Role{Check}, Params: []string{"dest", "conds"}, Key: "conds", Result: ResultCount,
		Why: "Find never returns ErrRecordNotFound: presence is RowsAffected or len(dest); the key is in conds or in a Where on the receiver chain"},
	{Name: "(*gorm.io/gorm.DB).First", Roles: []Role{Check}, Params: []string{"dest", "conds"}, Key: "conds", Result: ResultErr,
		Why: "Error is ErrRecordNotFound when absent; the key is in conds or in a Where on the receiver chain"},
	{Name: "(*gorm.io/gorm.DB).Last", Roles: []Role{Check}, Params: []string{"dest", "conds"}, Key: "conds", Result: ResultErr,
		Why: "Error is ErrRecordNotFound when absent; the key is in conds or in a Where on the receiver chain"},
	{Name: "(*gorm.io/gorm.DB).Take", Roles: []Role{Check}, Params: []string{"dest", "conds"}, Key: "conds", Result: ResultErr,
		Why: "Error is ErrRecordNotFound when absent; the key is in conds or in a Where on the receiver chain"},

	// Writes.
	{Name: GormCreate, Roles: []Role{Effect, Record, Insert}, Effect: KindSQL, Params: []string{"value"}, Key: "value",
		Why: "an INSERT of the model; with Clauses(clause.OnConflict{DoNothing: true}) on the chain and a unique key it is a claim, decided at the call site"},
	{Name: "(*gorm.io/gorm.DB).CreateInBatches", Roles: []Role{Effect, Record, Insert}, Effect: KindSQL, Params: []string{"value", "batchSize"}, Key: "value"},
	{Name: "(*gorm.io/gorm.DB).Delete", Roles: []Role{Effect, Release}, Effect: KindSQL, Params: []string{"value", "conds"}, Key: "value"},
	{Name: "(*gorm.io/gorm.DB).FirstOrCreate", Roles: []Role{Effect, Record}, Effect: KindSQL, Params: []string{"dest", "conds"}, Key: "dest",
		Why: "SELECT then INSERT in two statements: not atomic, so not a claim unless a unique key backs the table"},
	{Name: GormSave, Roles: []Role{Effect, Record}, Effect: KindSQL, Params: []string{"value"}, Key: "value",
		Why: "an upsert by primary key: an absolute write"},
	{Name: "(*gorm.io/gorm.DB).Update", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"column", "value"},
		Why: "a delta when value is gorm.Expr(\"col + ?\", n): decided at the call site"},
	{Name: "(*gorm.io/gorm.DB).UpdateColumn", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"column", "value"},
		Why: "a delta when value is gorm.Expr(\"col + ?\", n): decided at the call site"},
	{Name: "(*gorm.io/gorm.DB).UpdateColumns", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"values"},
		Why: "a delta when a value is gorm.Expr(\"col + ?\", n): decided at the call site"},
	{Name: "(*gorm.io/gorm.DB).Updates", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"values"},
		Why: "a delta when a value is gorm.Expr(\"col + ?\", n): decided at the call site"},
}

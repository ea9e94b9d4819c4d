package knowledge

// github.com/jinzhu/gorm, gorm v1 (v1.9.x), which older services still use
// (gophish). Its DB methods mirror gorm v2's (the table above, gorm.go)
// under their v1 names and parameters: First(out, where...) where v2 has
// First(dest, conds...), Update(attrs...) where v2 has Update(column,
// value). v1 has no clause package: an insert is never a claim here (its
// ON CONFLICT goes through Set("gorm:insert_option", …), not read).
//
// Save inserts when the value's primary key is zero and updates (then
// inserts when no row matched) otherwise: the summary decides at the call
// site, as for v2's Save (refine.go: a fresh model whose primary key the
// function never sets is an insert).

// jinzhuGorm is the import path of gorm v1.
const jinzhuGorm = "github.com/jinzhu/gorm"

var jinzhuGormFuncs = []*Func{
	// Schema.
	{Name: "(*" + jinzhuGorm + ".DB).AutoMigrate", Roles: []Role{None}, Params: []string{"values"},
		Why: "creates or alters the models' tables and adds missing columns: no row is written"},

	// Transactions.
	{Name: "(*" + jinzhuGorm + ".DB).Begin", Roles: []Role{TxBegin}},
	{Name: "(*" + jinzhuGorm + ".DB).BeginTx", Roles: []Role{TxBegin}, Params: []string{"ctx", "opts"}},
	{Name: "(*" + jinzhuGorm + ".DB).Commit", Roles: []Role{TxCommit}},
	{Name: "(*" + jinzhuGorm + ".DB).Transaction", Roles: []Role{TxBegin}, Params: []string{"fc"}, Callback: "fc",
		Why: "runs fc inside a transaction and commits when fc returns nil; fc's argument is the transaction"},

	// Raw SQL.
	{Name: "(*" + jinzhuGorm + ".DB).Exec", Roles: []Role{SQL}, SQL: KindSQLExec, Params: []string{"sql", "values"}, Query: "sql"},
	{Name: "(*" + jinzhuGorm + ".DB).Raw", Roles: []Role{SQL}, SQL: KindSQLQuery, Params: []string{"sql", "values"}, Query: "sql",
		Why: "builds the statement; it runs at the finisher (Scan, Row, Rows, Find)"},

	// Existence checks.
	{Name: "(*" + jinzhuGorm + ".DB).Count", Roles: []Role{Check}, Params: []string{"value"}, Key: "recv", Result: ResultCount,
		Why: "the key is in a Where on the receiver chain; the count is written to *value"},
	{Name: "(*" + jinzhuGorm + ".DB).Find", Roles: []Role{Check}, Params: []string{"out", "where"}, Key: "where", Result: ResultCount,
		Why: "Find of a slice never returns ErrRecordNotFound: presence is RowsAffected or len(out); the key is in where or in a Where on the receiver chain"},
	{Name: "(*" + jinzhuGorm + ".DB).First", Roles: []Role{Check}, Params: []string{"out", "where"}, Key: "where", Result: ResultErr,
		Why: "Error is ErrRecordNotFound when absent; the key is in where or in a Where on the receiver chain"},
	{Name: "(*" + jinzhuGorm + ".DB).Last", Roles: []Role{Check}, Params: []string{"out", "where"}, Key: "where", Result: ResultErr,
		Why: "Error is ErrRecordNotFound when absent; the key is in where or in a Where on the receiver chain"},
	{Name: "(*" + jinzhuGorm + ".DB).Take", Roles: []Role{Check}, Params: []string{"out", "where"}, Key: "where", Result: ResultErr,
		Why: "Error is ErrRecordNotFound when absent; the key is in where or in a Where on the receiver chain"},

	// Writes.
	{Name: JinzhuGormCreate, Roles: []Role{Effect, Record, Insert}, Effect: KindSQL, Params: []string{"value"}, Key: "value",
		Why: "an INSERT of the model (v1 has no clause.OnConflict: never a claim)"},
	{Name: "(*" + jinzhuGorm + ".DB).Delete", Roles: []Role{Effect, Release}, Effect: KindSQL, Params: []string{"value", "where"}, Key: "value"},
	{Name: "(*" + jinzhuGorm + ".DB).FirstOrCreate", Roles: []Role{Effect, Record}, Effect: KindSQL, Params: []string{"out", "where"}, Key: "out",
		Why: "SELECT then INSERT in two statements: not atomic, so not a claim unless a unique key backs the table; a retry finds the row the first attempt made"},
	{Name: JinzhuGormSave, Roles: []Role{Effect, Record}, Effect: KindSQL, Params: []string{"value"}, Key: "value",
		Why: "an update by primary key, or an insert when the primary key is zero: decided at the call site"},
	{Name: "(*" + jinzhuGorm + ".DB).Update", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"attrs"},
		Why: "an update of the rows the chain selects; a gorm.Expr delta is not read in v1"},
	{Name: "(*" + jinzhuGorm + ".DB).UpdateColumn", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"attrs"},
		Why: "an update of the rows the chain selects; a gorm.Expr delta is not read in v1"},
	{Name: "(*" + jinzhuGorm + ".DB).UpdateColumns", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"values"},
		Why: "an update of the rows the chain selects; a gorm.Expr delta is not read in v1"},
	{Name: "(*" + jinzhuGorm + ".DB).Updates", Roles: []Role{Effect}, Effect: KindSQL, Params: []string{"values", "ignoreProtectedAttrs"},
		Why: "an update of the rows the chain selects; a gorm.Expr delta is not read in v1"},
}

// The full names of gorm v1's Create and Save.
const (
	JinzhuGormCreate = "(*" + jinzhuGorm + ".DB).Create"
	JinzhuGormSave   = "(*" + jinzhuGorm + ".DB).Save"
)

// GormSave is the full name of gorm v2's Save.
const GormSave = "(*gorm.io/gorm.DB).Save"

// IsGormCreate reports whether name is gorm's Create, of either major.
func IsGormCreate(name string) bool { return name == GormCreate || name == JinzhuGormCreate }

// IsGormSave reports whether name is gorm's Save, of either major: an
// insert when the value's primary key is zero, an update otherwise.
func IsGormSave(name string) bool { return name == GormSave || name == JinzhuGormSave }

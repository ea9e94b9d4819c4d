package knowledge

// Credential checks: a password compared with the hash the server keeps
// (golang.org/x/crypto/bcrypt), two secrets compared in constant time
// (crypto/subtle).
//
// A Verify's result tells whether the credential the client sent matched:
// CompareHashAndPassword returns nil on a match, ConstantTimeCompare 1.
// What a handler does only on the matching side runs for the credential's
// owner, once per successful login: createkey reads a row it inserts there
// as the login's session (docs/createkey.md). Hashing a password for
// storage checks nothing: GenerateFromPassword is a deliberate negative,
// and a sign-up that hashes and inserts is judged as any create.

const bcryptPkg = "golang.org/x/crypto/bcrypt"

var authFuncs = []*Func{
	{Name: bcryptPkg + ".CompareHashAndPassword", Roles: []Role{Verify}, Result: ResultErr, Params: []string{"hashedPassword", "password"},
		Why: "nil when password is the one hashedPassword was made from"},
	{Name: "crypto/subtle.ConstantTimeCompare", Roles: []Role{Verify}, Result: ResultCount, Params: []string{"x", "y"},
		Why: "1 when the two secrets are equal, 0 otherwise"},
	{Name: bcryptPkg + ".GenerateFromPassword", Roles: []Role{None}, Params: []string{"password", "cost"},
		Why: "hashes a password for storage (a sign-up, a change): it checks no credential"},
}

package knowledge

// Standard-library propagators (fmt, strings, strconv, encoding, hashes,
// time.Time views), the few third-party helpers that only pass a value
// through (uuid.UUID.String, aws.String…), sync.Map, and metrics negatives
// (prometheus, expvar).
//
// A Propagate entry returns a value derived from its arguments or receiver:
// a key built with fmt.Sprintf("%s-%d", id, time.Now().UnixNano()) carries
// time.Now's nondeterminism through both calls. Propagate entries live only
// in this file.

var stdFuncs = []*Func{
	// Formatting and strings.
	{Name: "(*bytes.Buffer).Bytes", Roles: []Role{Propagate}},
	{Name: "(*bytes.Buffer).String", Roles: []Role{Propagate}},
	{Name: "(*bytes.Buffer).Write", Roles: []Role{Propagate}, Params: []string{"p"},
		Why: "feeds the buffer: what is written flows into Bytes and String"},
	{Name: "(*bytes.Buffer).WriteString", Roles: []Role{Propagate}, Params: []string{"s"},
		Why: "feeds the buffer: what is written flows into Bytes and String"},
	{Name: "(*strings.Builder).String", Roles: []Role{Propagate}},
	{Name: "(*strings.Builder).Write", Roles: []Role{Propagate}, Params: []string{"p"},
		Why: "feeds the builder: what is written flows into String"},
	{Name: "(*strings.Builder).WriteString", Roles: []Role{Propagate}, Params: []string{"s"},
		Why: "feeds the builder: what is written flows into String"},
	{Name: "fmt.Sprint", Roles: []Role{Propagate}, Params: []string{"a"}},
	{Name: "fmt.Sprintf", Roles: []Role{Propagate}, Params: []string{"format", "a"}},
	{Name: "fmt.Sprintln", Roles: []Role{Propagate}, Params: []string{"a"}},
	{Name: "strconv.FormatInt", Roles: []Role{Propagate}, Params: []string{"i", "base"}},
	{Name: "strconv.FormatUint", Roles: []Role{Propagate}, Params: []string{"i", "base"}},
	{Name: "strconv.Itoa", Roles: []Role{Propagate}, Params: []string{"i"}},
	{Name: "strconv.Quote", Roles: []Role{Propagate}, Params: []string{"s"}},
	{Name: "strings.Join", Roles: []Role{Propagate}, Params: []string{"elems", "sep"}},
	{Name: "strings.Replace", Roles: []Role{Propagate}, Params: []string{"s", "old", "new", "n"}},
	{Name: "strings.ReplaceAll", Roles: []Role{Propagate}, Params: []string{"s", "old", "new"}},
	{Name: "strings.ToLower", Roles: []Role{Propagate}, Params: []string{"s"}},
	{Name: "strings.ToUpper", Roles: []Role{Propagate}, Params: []string{"s"}},
	{Name: "strings.TrimSpace", Roles: []Role{Propagate}, Params: []string{"s"}},

	// Encodings and hashes: a key hashed from a payload that holds a timestamp
	// is as unstable as the timestamp.
	{Name: "(*encoding/base32.Encoding).EncodeToString", Roles: []Role{Propagate}, Params: []string{"src"}},
	{Name: "(*encoding/base64.Encoding).EncodeToString", Roles: []Role{Propagate}, Params: []string{"src"}},
	{Name: "(hash.Hash).Sum", Roles: []Role{Propagate}, Params: []string{"b"},
		Why: "appends the digest of what was written to the receiver"},
	{Name: "(io.Writer).Write", Roles: []Role{Propagate}, Params: []string{"p"},
		Why: "h.Write(b) on a hash.Hash (whose Write is io.Writer's) feeds what h.Sum digests"},
	{Name: "crypto/md5.Sum", Roles: []Role{Propagate}, Params: []string{"data"}},
	{Name: "crypto/sha1.Sum", Roles: []Role{Propagate}, Params: []string{"data"}},
	{Name: "crypto/sha256.Sum256", Roles: []Role{Propagate}, Params: []string{"data"}},
	{Name: "crypto/sha512.Sum512", Roles: []Role{Propagate}, Params: []string{"data"}},
	{Name: "encoding/hex.EncodeToString", Roles: []Role{Propagate}, Params: []string{"src"}},
	{Name: "encoding/json.Marshal", Roles: []Role{Propagate}, Params: []string{"v"}},

	// time.Time views: time.Now().UnixNano() is as unstable as time.Now().
	{Name: "(time.Time).Format", Roles: []Role{Propagate}, Params: []string{"layout"}},
	{Name: "(time.Time).String", Roles: []Role{Propagate}},
	{Name: "(time.Time).UTC", Roles: []Role{Propagate}},
	{Name: "(time.Time).Unix", Roles: []Role{Propagate}},
	{Name: "(time.Time).UnixMicro", Roles: []Role{Propagate}},
	{Name: "(time.Time).UnixMilli", Roles: []Role{Propagate}},
	{Name: "(time.Time).UnixNano", Roles: []Role{Propagate}},

	// Third-party identifier views and pointer helpers: listed here, with the
	// standard library's, because they only pass a value through.
	{Name: "(github.com/gofrs/uuid/v5.UUID).String", Roles: []Role{Propagate}},
	{Name: "(github.com/google/uuid.UUID).String", Roles: []Role{Propagate}},
	{Name: "(github.com/oklog/ulid.ULID).String", Roles: []Role{Propagate}},
	{Name: "(github.com/oklog/ulid/v2.ULID).String", Roles: []Role{Propagate}},
	{Name: "(github.com/rs/xid.ID).String", Roles: []Role{Propagate}},
	{Name: "(github.com/segmentio/ksuid.KSUID).String", Roles: []Role{Propagate}},
	{Name: "github.com/aws/aws-sdk-go-v2/aws.String", Roles: []Role{Propagate}, Params: []string{"v"}},
	{Name: "github.com/aws/aws-sdk-go/aws.String", Roles: []Role{Propagate}, Params: []string{"v"}},
	{Name: "github.com/gofrs/uuid/v5.Must", Roles: []Role{Propagate}, Params: []string{"u", "err"}},
	{Name: "github.com/gofrs/uuid/v5.NewV3", Roles: []Role{Propagate}, Params: []string{"ns", "name"},
		Why: "name-based: the same name gives the same UUID, the right way to derive a key"},
	{Name: "github.com/gofrs/uuid/v5.NewV5", Roles: []Role{Propagate}, Params: []string{"ns", "name"},
		Why: "name-based: the same name gives the same UUID, the right way to derive a key"},
	{Name: "github.com/google/uuid.Must", Roles: []Role{Propagate}, Params: []string{"uuid", "err"}},
	{Name: "github.com/google/uuid.NewHash", Roles: []Role{Propagate}, Params: []string{"h", "space", "data", "version"},
		Why: "name-based: the same data gives the same UUID, the right way to derive a key"},
	{Name: "github.com/google/uuid.NewMD5", Roles: []Role{Propagate}, Params: []string{"space", "data"},
		Why: "name-based: the same data gives the same UUID, the right way to derive a key"},
	{Name: "github.com/google/uuid.NewSHA1", Roles: []Role{Propagate}, Params: []string{"space", "data"},
		Why: "name-based: the same data gives the same UUID, the right way to derive a key"},
	{Name: "github.com/lithammer/shortuuid/v3.NewWithNamespace", Roles: []Role{Propagate}, Params: []string{"name"},
		Why: "a UUIDv5 of name (a random v4 when name is empty)"},
	{Name: "github.com/oklog/ulid.Timestamp", Roles: []Role{Propagate}, Params: []string{"t"}},
	{Name: "github.com/oklog/ulid/v2.Timestamp", Roles: []Role{Propagate}, Params: []string{"t"}},
	{Name: "github.com/stripe/stripe-go/v82.String", Roles: []Role{Propagate}, Params: []string{"v"}},
	{Name: "(go.mongodb.org/mongo-driver/bson/primitive.ObjectID).Hex", Roles: []Role{Propagate}},
	{Name: "(go.mongodb.org/mongo-driver/bson/primitive.ObjectID).String", Roles: []Role{Propagate}},
	{Name: "gorm.io/gorm.Expr", Roles: []Role{Propagate}, Params: []string{"expr", "args"},
		Why: "a SQL expression built from its arguments; as the value of Update or UpdateColumn, \"col + ?\" makes the update a delta (decided at the call site)"},

	// net/http: a request derived from another keeps its method, URL and
	// headers (and so its Idempotency-Key).
	{Name: "(*net/http.Request).Clone", Roles: []Role{Propagate}, Params: []string{"ctx"}},
	{Name: "(*net/http.Request).WithContext", Roles: []Role{Propagate}, Params: []string{"ctx"}},

	// Route parameters: the value is the one the client put in the URL, so
	// it derives from the request (createkey: a key the client chose in the
	// route and handed to the effect's key or a claim is the caller's key).
	{Name: "(*net/http.Request).PathValue", Roles: []Role{Propagate}, Params: []string{"name"}},
	{Name: "github.com/go-chi/chi/v5.URLParam", Roles: []Role{Propagate}, Params: []string{"r", "key"}},
	{Name: "github.com/go-chi/chi/v5.RouteContext", Roles: []Role{Propagate}, Params: []string{"ctx"}},
	{Name: "(*github.com/go-chi/chi/v5.Context).URLParam", Roles: []Role{Propagate}, Params: []string{"key"}},
	{Name: "github.com/go-chi/chi.URLParam", Roles: []Role{Propagate}, Params: []string{"r", "key"}},
	{Name: "github.com/go-chi/chi.RouteContext", Roles: []Role{Propagate}, Params: []string{"ctx"}},
	{Name: "(*github.com/go-chi/chi.Context).URLParam", Roles: []Role{Propagate}, Params: []string{"key"}},
	{Name: "github.com/gorilla/mux.Vars", Roles: []Role{Propagate}, Params: []string{"r"}},
	{Name: "(*github.com/gin-gonic/gin.Context).Param", Roles: []Role{Propagate}, Params: []string{"key"}},
	{Name: "(github.com/labstack/echo/v4.Context).Param", Roles: []Role{Propagate}, Params: []string{"name"}},

	// sync.Map: an in-process dedup set. LoadOrStore's loaded result is true when
	// the key was already there, that is when this call did NOT claim it.
	{Name: "(*sync.Map).Load", Roles: []Role{Check}, Params: []string{"key"}, Key: "key", Result: ResultBool,
		Why: "the second result, ok, says whether the key is there"},
	{Name: "(*sync.Map).LoadOrStore", Roles: []Role{Claim}, Params: []string{"key", "value"}, Key: "key", Result: ResultBool,
		Why: "the second result, loaded, is true when the key was already there: claimed when it is false"},
	{Name: "(*sync.Map).Store", Roles: []Role{Record}, Params: []string{"key", "value"}, Key: "key"},

	// Metrics: deliberate negatives for relativewrite.
	{Name: "(*expvar.Float).Add", Roles: []Role{None}, Params: []string{"delta"},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(*expvar.Int).Add", Roles: []Role{None}, Params: []string{"delta"},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(*expvar.Map).Add", Roles: []Role{None}, Params: []string{"key", "delta"},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(github.com/prometheus/client_golang/prometheus.Counter).Add", Roles: []Role{None}, Params: []string{"v"},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(github.com/prometheus/client_golang/prometheus.Counter).Inc", Roles: []Role{None},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(github.com/prometheus/client_golang/prometheus.Gauge).Add", Roles: []Role{None}, Params: []string{"v"},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(github.com/prometheus/client_golang/prometheus.Gauge).Dec", Roles: []Role{None},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(github.com/prometheus/client_golang/prometheus.Gauge).Inc", Roles: []Role{None},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
	{Name: "(github.com/prometheus/client_golang/prometheus.Gauge).Sub", Roles: []Role{None}, Params: []string{"v"},
		Why: "a metric, not persisted business state: a retry that counts twice skews a graph, not a balance"},
}

package knowledge

import (
	"go/types"
	"sort"
)

// uuid/ulid/ksuid/xid families, time, math/rand, math/rand/v2, crypto/rand.
//
// Every entry is a Source: its result (or, with Key, the argument it fills)
// differs on every call, so a key derived from it changes on every retry.
// Derivations of a source (uuid.UUID.String, time.Time.UnixNano,
// hex.EncodeToString) are Propagate entries in std.go. time.Since and
// friends are durations, not identities, and are left out.

var idsFuncs = []*Func{
	// github.com/google/uuid. NewMD5/NewSHA1/NewHash are name-based and
	// deterministic: they are Propagate entries in std.go.
	{Name: "github.com/google/uuid.New", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewDCEGroup", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewDCEPerson", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewDCESecurity", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"domain", "id"},
		Why: "version 2: time-based, like NewUUID"},
	{Name: "github.com/google/uuid.NewRandom", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewRandomFromReader", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"r"}},
	{Name: "github.com/google/uuid.NewString", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewUUID", Roles: []Role{Source}, Source: SrcUUID,
		Why: "version 1: time and clock sequence"},
	{Name: "github.com/google/uuid.NewV6", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewV7", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/google/uuid.NewV7FromReader", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"r"}},

	// github.com/gofrs/uuid/v5. NewV3/NewV5 are name-based: Propagate in std.go.
	{Name: "(*github.com/gofrs/uuid/v5.Gen).NewV1", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "(*github.com/gofrs/uuid/v5.Gen).NewV4", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "(*github.com/gofrs/uuid/v5.Gen).NewV6", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "(*github.com/gofrs/uuid/v5.Gen).NewV7", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/gofrs/uuid/v5.NewV1", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/gofrs/uuid/v5.NewV1AtTime", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"atTime"},
		Why: "the clock sequence and node still differ per call"},
	{Name: "github.com/gofrs/uuid/v5.NewV4", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/gofrs/uuid/v5.NewV6", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/gofrs/uuid/v5.NewV6AtTime", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"atTime"},
		Why: "the clock sequence is random"},
	{Name: "github.com/gofrs/uuid/v5.NewV7", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/gofrs/uuid/v5.NewV7AtTime", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"atTime"},
		Why: "74 of its bits are random"},

	// github.com/oklog/ulid (v1 and v2): time plus entropy.
	{Name: "github.com/oklog/ulid.MustNew", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"ms", "entropy"}},
	{Name: "github.com/oklog/ulid.New", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"ms", "entropy"}},
	{Name: "github.com/oklog/ulid.Now", Roles: []Role{Source}, Source: SrcTime,
		Why: "the current time in ms, the usual first argument of New"},
	{Name: "github.com/oklog/ulid/v2.Make", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/oklog/ulid/v2.MustNew", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"ms", "entropy"}},
	{Name: "github.com/oklog/ulid/v2.MustNewDefault", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"t"}},
	{Name: "github.com/oklog/ulid/v2.New", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"ms", "entropy"}},
	{Name: "github.com/oklog/ulid/v2.Now", Roles: []Role{Source}, Source: SrcTime,
		Why: "the current time in ms, the usual first argument of New"},

	// github.com/segmentio/ksuid, github.com/rs/xid, github.com/lithammer/shortuuid/v3,
	// github.com/hashicorp/go-uuid, github.com/nats-io/nuid.
	{Name: "(*github.com/nats-io/nuid.NUID).Next", Roles: []Role{Source}, Source: SrcRand},
	{Name: "github.com/hashicorp/go-uuid.GenerateRandomBytes", Roles: []Role{Source}, Source: SrcRand, Params: []string{"size"}},
	{Name: "github.com/hashicorp/go-uuid.GenerateUUID", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/lithammer/shortuuid/v3.New", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/lithammer/shortuuid/v3.NewWithAlphabet", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"abc"}},
	{Name: "github.com/lithammer/shortuuid/v3.NewWithEncoder", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"enc"}},
	{Name: "github.com/nats-io/nuid.Next", Roles: []Role{Source}, Source: SrcRand},
	{Name: "github.com/rs/xid.New", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/rs/xid.NewWithTime", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"t"},
		Why: "a machine id, pid and counter follow the time"},
	{Name: "github.com/segmentio/ksuid.New", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/segmentio/ksuid.NewRandom", Roles: []Role{Source}, Source: SrcUUID},
	{Name: "github.com/segmentio/ksuid.NewRandomWithTime", Roles: []Role{Source}, Source: SrcUUID, Params: []string{"t"},
		Why: "128 random bits follow the time"},

	// go.mongodb.org/mongo-driver/bson/primitive: time, machine, counter.
	{Name: "go.mongodb.org/mongo-driver/bson/primitive.NewObjectID", Roles: []Role{Source}, Source: SrcUUID},

	// time.
	{Name: "time.Now", Roles: []Role{Source}, Source: SrcTime},

	// math/rand. Retry jitter draws from these too: the analyzers decide by
	// where the value flows, not by the source.
	{Name: "(*math/rand.Rand).ExpFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Float32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Float64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Int", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Int31", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Int31n", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand.Rand).Int63", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Int63n", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand.Rand).Intn", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand.Rand).NormFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Perm", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand.Rand).Read", Roles: []Role{Source}, Source: SrcRand, Params: []string{"p"}, Key: "p"},
	{Name: "(*math/rand.Rand).Uint32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand.Rand).Uint64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.ExpFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Float32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Float64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Int", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Int31", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Int31n", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand.Int63", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Int63n", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand.Intn", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand.New", Roles: []Role{Source}, Source: SrcRand, Params: []string{"src"},
		Why: "the generator: what it returns draws nondeterministic values"},
	{Name: "math/rand.NewSource", Roles: []Role{Source}, Source: SrcRand, Params: []string{"seed"},
		Why: "the generator's source; its seed is usually time.Now().UnixNano()"},
	{Name: "math/rand.NormFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Perm", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand.Read", Roles: []Role{Source}, Source: SrcRand, Params: []string{"p"}, Key: "p"},
	{Name: "math/rand.Uint32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand.Uint64", Roles: []Role{Source}, Source: SrcRand},

	// math/rand/v2.
	{Name: "(*math/rand/v2.Rand).ExpFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Float32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Float64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Int", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Int32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Int32N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand/v2.Rand).Int64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Int64N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand/v2.Rand).IntN", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand/v2.Rand).NormFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Perm", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand/v2.Rand).Uint", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Uint32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Uint32N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand/v2.Rand).Uint64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "(*math/rand/v2.Rand).Uint64N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "(*math/rand/v2.Rand).UintN", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.ExpFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Float32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Float64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Int", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Int32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Int32N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.Int64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Int64N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.IntN", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.New", Roles: []Role{Source}, Source: SrcRand, Params: []string{"src"},
		Why: "the generator: what it returns draws nondeterministic values"},
	{Name: "math/rand/v2.NormFloat64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Perm", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.Uint", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Uint32", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Uint32N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.Uint64", Roles: []Role{Source}, Source: SrcRand},
	{Name: "math/rand/v2.Uint64N", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},
	{Name: "math/rand/v2.UintN", Roles: []Role{Source}, Source: SrcRand, Params: []string{"n"}},

	// crypto/rand.
	{Name: "crypto/rand.Int", Roles: []Role{Source}, Source: SrcRand, Params: []string{"rand", "max"}},
	{Name: "crypto/rand.Read", Roles: []Role{Source}, Source: SrcRand, Params: []string{"b"}, Key: "b"},
	{Name: "crypto/rand.Text", Roles: []Role{Source}, Source: SrcRand},
}

// A Fill reads from a reader into a buffer (io.ReadFull(r, buf)): when the
// reader is a RandomReader, the buffer holds nondeterministic bytes, as
// after crypto/rand.Read(buf). Func names the function and its parameters;
// Key names the buffer, Reader the reader ("recv" for a method on it).
type Fill struct {
	*Func
	Reader string
}

// A RandomReader is a package-level io.Reader variable, named
// "pkgpath.Name", whose bytes differ on every read.
type RandomReader struct {
	Name   string
	Source SourceKind
}

var fills = []*Fill{
	{Func: &Func{Name: "io.ReadFull", Params: []string{"r", "buf"}, Key: "buf"}, Reader: "r"},
	{Func: &Func{Name: "io.ReadAtLeast", Params: []string{"r", "buf", "min"}, Key: "buf"}, Reader: "r"},
	{Func: &Func{Name: "(io.Reader).Read", Params: []string{"p"}, Key: "p",
		Why: "crypto/rand.Reader.Read(b): a call through the variable's interface"}, Reader: "recv"},
}

var randomReaders = []*RandomReader{
	{Name: "crypto/rand.Reader", Source: SrcRand},
}

// Fills returns the fill entries, sorted by name.
func Fills() []*Fill {
	out := append([]*Fill(nil), fills...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// FillOf returns the fill entry of the function fn, or nil.
func FillOf(fn *types.Func) *Fill {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	name := fn.Origin().FullName()
	for _, f := range fills {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// RandomReaders returns the random readers, sorted by name.
func RandomReaders() []*RandomReader {
	out := append([]*RandomReader(nil), randomReaders...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// RandomReaderOf returns the entry of the package-level variable v, or nil.
func RandomReaderOf(v *types.Var) *RandomReader {
	if v == nil || v.Pkg() == nil || v.IsField() || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	name := v.Pkg().Path() + "." + v.Name()
	for _, r := range randomReaders {
		if r.Name == name {
			return r
		}
	}
	return nil
}

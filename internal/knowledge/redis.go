package knowledge

import "strings"

// github.com/redis/go-redis/v9.
//
// go-redis declares its commands twice: on the unexported func type cmdable,
// which *Client, *ClusterClient, *Ring, *Conn and *Tx embed, and on the
// per-family interfaces (StringCmdable, HashCmdable…) that Cmdable,
// UniversalClient and Pipeliner embed. A call resolves to whichever the
// static type of the receiver declares, so every command has both entries.
// Commands return a *XxxCmd whose Result/Val/Err carries the answer (Result
// "cmd"); a missing key is Err() == redis.Nil.

var redisFuncs = []*Func{
	// Existence checks: a go-redis command whose Result/Val/Err says whether the key is there.
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).Exists", Roles: []Role{Check}, Params: []string{"ctx", "keys"}, Key: "keys", Result: ResultCmd,
		Why: "an *IntCmd counting the keys that exist"},
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HExists", Roles: []Role{Check}, Params: []string{"ctx", "key", "field"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd; the per-item key is usually field"},
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HGet", Roles: []Role{Check}, Params: []string{"ctx", "key", "field"}, Key: "key", Result: ResultCmd,
		Why: "a *StringCmd whose Err is redis.Nil when absent; the per-item key is usually field"},
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HGetAll", Roles: []Role{Check}, Params: []string{"ctx", "key"}, Key: "key", Result: ResultCmd,
		Why: "a *MapStringStringCmd, empty when the key is absent: the read of a record kept as a hash"},
	{Name: "(github.com/redis/go-redis/v9.SetCmdable).SIsMember", Roles: []Role{Check}, Params: []string{"ctx", "key", "member"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd; the per-item key is usually member"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).Get", Roles: []Role{Check}, Params: []string{"ctx", "key"}, Key: "key", Result: ResultCmd,
		Why: "a *StringCmd whose Err is redis.Nil when absent"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Exists", Roles: []Role{Check}, Params: []string{"ctx", "keys"}, Key: "keys", Result: ResultCmd,
		Why: "an *IntCmd counting the keys that exist"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Get", Roles: []Role{Check}, Params: []string{"ctx", "key"}, Key: "key", Result: ResultCmd,
		Why: "a *StringCmd whose Err is redis.Nil when absent"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HGetAll", Roles: []Role{Check}, Params: []string{"ctx", "key"}, Key: "key", Result: ResultCmd,
		Why: "a *MapStringStringCmd, empty when the key is absent: the read of a record kept as a hash"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HExists", Roles: []Role{Check}, Params: []string{"ctx", "key", "field"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd; the per-item key is usually field"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HGet", Roles: []Role{Check}, Params: []string{"ctx", "key", "field"}, Key: "key", Result: ResultCmd,
		Why: "a *StringCmd whose Err is redis.Nil when absent; the per-item key is usually field"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).SIsMember", Roles: []Role{Check}, Params: []string{"ctx", "key", "member"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd; the per-item key is usually member"},

	// Atomic claims.
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HSetNX", Roles: []Role{Claim, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "field", "value"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd, true when this call set the field"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).SetNX", Roles: []Role{Claim, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "expiration"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd, true when this call set the key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HSetNX", Roles: []Role{Claim, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "field", "value"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd, true when this call set the field"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).SetNX", Roles: []Role{Claim, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "expiration"}, Key: "key", Result: ResultCmd,
		Why: "a *BoolCmd, true when this call set the key"},

	// Plain writes.
	// A time to live: INCR then EXPIRE in one pipeline is a window counter.
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).Expire", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).ExpireNX", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).ExpireXX", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).ExpireGT", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).ExpireLT", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).ExpireAt", Roles: []Role{Expire}, Params: []string{"ctx", "key", "tm"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).PExpire", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).PExpireAt", Roles: []Role{Expire}, Params: []string{"ctx", "key", "tm"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Expire", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ExpireNX", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ExpireXX", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ExpireGT", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ExpireLT", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ExpireAt", Roles: []Role{Expire}, Params: []string{"ctx", "key", "tm"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).PExpire", Roles: []Role{Expire}, Params: []string{"ctx", "key", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).PExpireAt", Roles: []Role{Expire}, Params: []string{"ctx", "key", "tm"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.GenericCmdable).Del", Roles: []Role{Effect, Release}, Effect: KindStore, Params: []string{"ctx", "keys"}, Key: "keys"},
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HMSet", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HSet", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.SetCmdable).SAdd", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "members"}, Key: "key",
		Why: "its *IntCmd counts the members that were new: tested as n == 1 it is an atomic claim, decided at the call site"},
	{Name: "(github.com/redis/go-redis/v9.SortedSetCmdable).ZAdd", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "members"}, Key: "key",
		Why: "sets scores: an absolute write"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).Set", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).SetArgs", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "a"}, Key: "key",
		Why: "a claim when a.Mode is \"NX\": decided at the call site from the SetArgs literal"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).SetEx", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Del", Roles: []Role{Effect, Release}, Effect: KindStore, Params: []string{"ctx", "keys"}, Key: "keys"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HMSet", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HSet", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).SAdd", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "members"}, Key: "key",
		Why: "its *IntCmd counts the members that were new: tested as n == 1 it is an atomic claim, decided at the call site"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Set", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).SetArgs", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "a"}, Key: "key",
		Why: "a claim when a.Mode is \"NX\": decided at the call site from the SetArgs literal"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).SetEx", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value", "expiration"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ZAdd", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "members"}, Key: "key",
		Why: "sets scores: an absolute write"},

	// Relative writes: a retry applies them twice.
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HIncrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "field", "incr"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.HashCmdable).HIncrByFloat", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "field", "incr"}, Key: "key"},
	// Blocking pops of a list used as a job queue: the element, its only
	// copy, leaves the list as it is returned (BLMOVE to a processing list
	// keeps one until LREM).
	{Name: "(github.com/redis/go-redis/v9.ListCmdable).BLPop", Roles: []Role{Consume}, Consume: ModePop, Params: []string{"ctx", "timeout", "keys"},
		Why: "removes the element as it returns it: a crash before the work loses it"},
	{Name: "(github.com/redis/go-redis/v9.ListCmdable).BRPop", Roles: []Role{Consume}, Consume: ModePop, Params: []string{"ctx", "timeout", "keys"},
		Why: "removes the element as it returns it: a crash before the work loses it"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).BLPop", Roles: []Role{Consume}, Consume: ModePop, Params: []string{"ctx", "timeout", "keys"},
		Why: "removes the element as it returns it: a crash before the work loses it"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).BRPop", Roles: []Role{Consume}, Consume: ModePop, Params: []string{"ctx", "timeout", "keys"},
		Why: "removes the element as it returns it: a crash before the work loses it"},
	{Name: "(github.com/redis/go-redis/v9.ListCmdable).LPush", Roles: []Role{Delta, Effect, Insert}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key",
		Why: "a retry pushes the values again"},
	{Name: "(github.com/redis/go-redis/v9.ListCmdable).RPush", Roles: []Role{Delta, Effect, Insert}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key",
		Why: "a retry pushes the values again"},
	{Name: "(github.com/redis/go-redis/v9.SortedSetCmdable).ZIncrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "increment", "member"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).Append", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value"}, Key: "key",
		Why: "a retry appends the value again"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).Decr", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).DecrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "decrement"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).Incr", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).IncrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.StringCmdable).IncrByFloat", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Append", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value"}, Key: "key",
		Why: "a retry appends the value again"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Decr", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).DecrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "decrement"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HIncrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "field", "incr"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).HIncrByFloat", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "field", "incr"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Incr", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).IncrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).IncrByFloat", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "value"}, Key: "key"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).LPush", Roles: []Role{Delta, Effect, Insert}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key",
		Why: "a retry pushes the values again"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).RPush", Roles: []Role{Delta, Effect, Insert}, Effect: KindStore, Params: []string{"ctx", "key", "values"}, Key: "key",
		Why: "a retry pushes the values again"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).ZIncrBy", Roles: []Role{Delta, Effect}, Effect: KindStore, Params: []string{"ctx", "key", "increment", "member"}, Key: "key"},

	// Streams and pub/sub.
	{Name: "(*github.com/redis/go-redis/v9.Ring).Publish", Roles: []Role{Effect}, Effect: KindPublish, Params: []string{"ctx", "channel", "message"}},
	{Name: "(github.com/redis/go-redis/v9.PubSubCmdable).Publish", Roles: []Role{Effect}, Effect: KindPublish, Params: []string{"ctx", "channel", "message"}},
	{Name: "(github.com/redis/go-redis/v9.StreamCmdable).XAck", Roles: []Role{Ack}, Params: []string{"ctx", "stream", "group", "ids"}, Msg: "ids"},
	{Name: "(github.com/redis/go-redis/v9.StreamCmdable).XAdd", Roles: []Role{Effect}, Effect: KindPublish, Params: []string{"ctx", "a"},
		Why: "a retry appends a second entry unless a.ID is set"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).Publish", Roles: []Role{Effect}, Effect: KindPublish, Params: []string{"ctx", "channel", "message"}},
	{Name: "(github.com/redis/go-redis/v9.cmdable).XAck", Roles: []Role{Ack}, Params: []string{"ctx", "stream", "group", "ids"}, Msg: "ids"},
	{Name: "(github.com/redis/go-redis/v9.cmdable).XAdd", Roles: []Role{Effect}, Effect: KindPublish, Params: []string{"ctx", "a"},
		Why: "a retry appends a second entry unless a.ID is set"},

	// Transactions. Watch runs fn in an optimistic transaction: its writes
	// (queued in tx.TxPipelined) apply only if no watched key changed, else
	// it returns redis.TxFailedErr. TxPipelined is MULTI/EXEC: atomic, but it
	// checks nothing, so it is not a claim.
	{Name: "(*github.com/redis/go-redis/v9.Client).TxPipelined", Roles: []Role{TxBegin}, Params: []string{"ctx", "fn"}, Callback: "fn",
		Why: "MULTI/EXEC around the commands fn queues: atomic, but nothing is checked"},
	{Name: "(*github.com/redis/go-redis/v9.Client).Watch", Roles: []Role{Claim}, Params: []string{"ctx", "fn", "keys"}, Key: "keys", Callback: "fn", Result: ResultErr,
		Why: "optimistic lock on keys: fn's writes commit only if no watched key changed (redis.TxFailedErr otherwise), so check-in-fn then write is atomic"},
	{Name: "(*github.com/redis/go-redis/v9.ClusterClient).TxPipelined", Roles: []Role{TxBegin}, Params: []string{"ctx", "fn"}, Callback: "fn",
		Why: "MULTI/EXEC around the commands fn queues: atomic, but nothing is checked"},
	{Name: "(*github.com/redis/go-redis/v9.ClusterClient).Watch", Roles: []Role{Claim}, Params: []string{"ctx", "fn", "keys"}, Key: "keys", Callback: "fn", Result: ResultErr,
		Why: "optimistic lock on keys: fn's writes commit only if no watched key changed (redis.TxFailedErr otherwise), so check-in-fn then write is atomic"},
	{Name: "(*github.com/redis/go-redis/v9.Ring).TxPipelined", Roles: []Role{TxBegin}, Params: []string{"ctx", "fn"}, Callback: "fn",
		Why: "MULTI/EXEC around the commands fn queues: atomic, but nothing is checked"},
	{Name: "(*github.com/redis/go-redis/v9.Ring).Watch", Roles: []Role{Claim}, Params: []string{"ctx", "fn", "keys"}, Key: "keys", Callback: "fn", Result: ResultErr,
		Why: "optimistic lock on keys: fn's writes commit only if no watched key changed (redis.TxFailedErr otherwise), so check-in-fn then write is atomic"},
	{Name: "(*github.com/redis/go-redis/v9.Tx).TxPipelined", Roles: []Role{TxBegin}, Params: []string{"ctx", "fn"}, Callback: "fn",
		Why: "MULTI/EXEC around the commands fn queues: atomic, but nothing is checked"},
	{Name: "(github.com/redis/go-redis/v9.Cmdable).TxPipelined", Roles: []Role{TxBegin}, Params: []string{"ctx", "fn"}, Callback: "fn",
		Why: "MULTI/EXEC around the commands fn queues: atomic, but nothing is checked"},
	{Name: "(github.com/redis/go-redis/v9.UniversalClient).Watch", Roles: []Role{Claim}, Params: []string{"ctx", "fn", "keys"}, Key: "keys", Callback: "fn", Result: ResultErr,
		Why: "optimistic lock on keys: fn's writes commit only if no watched key changed (redis.TxFailedErr otherwise), so check-in-fn then write is atomic"},
}

// github.com/go-redis/redis/v8, go-redis before it moved to
// github.com/redis/go-redis (v9), which services still pin. Its commands
// have the names, parameters and results of v9's; v8 declares them on
// cmdable and on the one interface Cmdable (v9 split Cmdable into
// per-family interfaces, StringCmdable, HashCmdable…). redisV8Funcs is
// derived from redisFuncs, so the two majors never drift; each entry is
// proven against v8.11.5 in integration/ (deps.go imports both).
var redisV8Funcs = redisV8(redisFuncs)

const (
	redisV9Path = "github.com/redis/go-redis/v9"
	redisV8Path = "github.com/go-redis/redis/v8"
)

// redisV8Missing are the v9 entries v8 has no counterpart for.
var redisV8Missing = map[string]string{
	"(*github.com/redis/go-redis/v9.Ring).Publish": "v8's Ring publishes through cmdable, which has its own entry",
}

// redisV8Renamed are the commands v8 spells differently.
var redisV8Renamed = map[string]string{
	"SetEx": "SetEX", // v8's "TODO: rename to SetEx", done in v9
}

// redisV8 maps v9's entries to v8's receivers: a per-family interface to
// Cmdable, every other receiver to its namesake, a method to its v8
// spelling; a name derived twice is kept once.
func redisV8(v9 []*Func) []*Func {
	var out []*Func
	seen := make(map[string]bool)
	for _, f := range v9 {
		if redisV8Missing[f.Name] != "" {
			continue
		}
		g := *f
		recv, method, ok := strings.Cut(strings.TrimPrefix(f.Name, "("), ").")
		if !ok {
			continue
		}
		recv = strings.Replace(recv, redisV9Path, redisV8Path, 1)
		if typ := recv[strings.LastIndexByte(recv, '.')+1:]; typ != "Cmdable" && strings.HasSuffix(typ, "Cmdable") {
			recv = redisV8Path + ".Cmdable"
		}
		if m := redisV8Renamed[method]; m != "" {
			method = m
		}
		g.Name = "(" + recv + ")." + method
		if seen[g.Name] {
			continue
		}
		seen[g.Name] = true
		out = append(out, &g)
	}
	return out
}

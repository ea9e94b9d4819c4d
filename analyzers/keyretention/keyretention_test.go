package keyretention_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyretention"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestRedis: claims, records and Expire of dedup keys with short constant
// TTLs, beside their twins (long TTLs, no expiry, caches, locks, windows,
// configuration), and wrappers whose callers' constants decide (facts).
func TestRedis(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyretention.New(keyretention.DefaultConfig()),
		"keyretention/rediscase", "keyretention/wrappers", "keyretention/wrapcase", "keyretention/lockcase",
		"keyretention/cacheupdate")
}

// TestSQLCleanup: DELETEs of a dedup table's rows by age (in the SQL text,
// a bound interval, a cutoff computed in Go, gorm), beside their twins
// (sessions, windows, expiry columns, long retention, configuration), and a
// repository whose callers' constants decide (facts).
func TestSQLCleanup(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyretention.New(keyretention.DefaultConfig()),
		"keyretention/sqlcleanup", "keyretention/sqlrepo", "keyretention/sqljob")
}

// TestNATSDuplicates: a JetStream stream's Duplicates window under the
// floor where the program publishes with a Msg-Id (in the package, or in an
// imported one: a package fact), beside its twins (a long window, the
// default window, no Msg-Id publisher, a window from configuration).
func TestNATSDuplicates(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyretention.New(keyretention.DefaultConfig()),
		"keyretention/natspub", "keyretention/natsstream", "keyretention/natsnomsgid", "keyretention/natslegacy")
}

// TestDynamoTTL: DynamoDB dedup items whose TTL attribute is now plus
// less than the floor (a map literal, v1, MarshalMap, the attribute an
// UpdateTimeToLive names), beside their twins (a long TTL, a cache table, a
// time that is no TTL attribute), and a repository whose callers decide.
func TestDynamoTTL(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyretention.New(keyretention.DefaultConfig()),
		"keyretention/dynamorepo", "keyretention/dynamoapp")
}

// TestFloorFlags: the floors are flags; a lower floor silences a finding.
func TestFloorFlags(t *testing.T) {
	a := keyretention.New(keyretention.DefaultConfig())
	for _, kv := range [][2]string{{keyretention.OptMinTTL, "1m"}, {keyretention.OptMoneyMinTTL, "1m"}} {
		if err := a.Flags.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	analysistest.Run(t, analyzertest.Testdata(t), a, "keyretention/lowfloor")
	if got := keyretention.DefaultConfig().MoneyMinTTL; got != 7*24*time.Hour {
		t.Errorf("default money-min-ttl %v, want 7 days", got)
	}
}

// TestFactCodec: the fact round-trips through gob and encodes the same
// bytes twice.
func TestFactCodec(t *testing.T) {
	f := keyretention.NewFactForTest([]keyretention.TTLParam{{Param: 3, Op: "claimed with SetNX", Key: "idem:…", Money: true}, {Param: 1, Op: "deleted", Key: "processed_events", Cat: keyretention.CategorySQLCleanup}})
	back := analyzertest.FactCodec(t, f, 1024).(fmt.Stringer)
	if back.String() != f.String() || back.String() != "ttlParam(1,3)" {
		t.Errorf("round trip gives %s, want %s", back, f)
	}
}

// TestMsgIDFactCodec: the package fact survives gob, as the drivers
// encode it, behind the analysis.Fact interface.
func TestMsgIDFactCodec(t *testing.T) {
	var a, b bytes.Buffer
	f := keyretention.NewMsgIDFactForTest()
	if err := gob.NewEncoder(&a).Encode(&f); err != nil {
		t.Fatal(err)
	}
	if err := gob.NewEncoder(&b).Encode(&f); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("gob encoding of the package fact is not deterministic")
	}
	var back analysis.Fact
	if err := gob.NewDecoder(&a).Decode(&back); err != nil {
		t.Fatal(err)
	}
	if back == nil || back.(fmt.Stringer).String() != "publishesMsgID" {
		t.Errorf("round trip gives %v", back)
	}
}

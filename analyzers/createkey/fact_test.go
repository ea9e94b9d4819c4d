package createkey

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/inject"
)

// TestFactCodec: a handler's route fact round-trips through gob, as the
// registering package imports it.
func TestFactCodec(t *testing.T) {
	for _, f := range []*routeFact{
		{Handler: "ginapi.API.CreateUser", Effect: "a row insert (gormrepo.Users.Create, which calls gorm.DB.Create)"},
		{Handler: "services.student.Put", Effect: "a publish (services.produce, which calls sarama.SyncProducer.SendMessage)", AnyMethod: true},
	} {
		back := analyzertest.FactCodec(t, f, 512).(*routeFact)
		if *back != *f {
			t.Errorf("round trip gives %+v, want %+v", back, f)
		}
	}
}

// TestInjectedFactCodec: the fact on a constructor, with the endpoint's
// object path and the request's arguments, round-trips through gob
// deterministically, as the wiring package imports it.
func TestInjectedFactCodec(t *testing.T) {
	f := &injectedFact{Set: inject.Set{Items: []inject.Injection{
		{Param: 0, Field: "handler.Users.store", Method: "CreateUser", Func: "handler.Users.signup", Site: "handler handler.Users.signup of POST /signup", Lib: libPOST, At: "handler.go:98", Obj: "T.M0", Keys: 2, Guards: 2},
		{Param: -1, Field: "api.MessageAPI.DB", Method: "CreateMessage", Func: "api.MessageAPI.CreateMessage", Site: "handler api.MessageAPI.CreateMessage", Lib: libUnknown, At: "message.go:363", Obj: "T.M1"},
	}}}
	f.Sort()
	if f.Items[0].Param != -1 {
		t.Fatalf("items not sorted by parameter: %v", f)
	}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact:\n got %v\nwant %v", back, f)
	}
}

package ir

import "golang.org/x/tools/go/ssa"

// noReturn are the standard library functions that never return to their
// caller: the process exits, or the goroutine ends.
var noReturn = map[string]bool{
	"os.Exit":                   true,
	"log.Fatal":                 true,
	"log.Fatalf":                true,
	"log.Fatalln":               true,
	"log.Panic":                 true,
	"log.Panicf":                true,
	"log.Panicln":               true,
	"(*log.Logger).Fatal":       true,
	"(*log.Logger).Fatalf":      true,
	"(*log.Logger).Fatalln":     true,
	"(*log.Logger).Panic":       true,
	"(*log.Logger).Panicf":      true,
	"(*log.Logger).Panicln":     true,
	"runtime.Goexit":            true,
	"(*testing.common).FailNow": true,
	"(*testing.common).Fatal":   true,
	"(*testing.common).Fatalf":  true,
	"(*testing.common).SkipNow": true,
	"(*testing.common).Skip":    true,
	"(*testing.common).Skipf":   true,
}

// NoReturn reports whether x is a call of a standard library function
// that never returns (os.Exit, log.Fatal…, runtime.Goexit): a path
// through it ends there.
func NoReturn(x ssa.Instruction) bool {
	call, ok := x.(ssa.CallInstruction)
	if !ok {
		return false
	}
	if _, deferred := x.(*ssa.Defer); deferred {
		return false
	}
	callee := Callee(call.Common())
	return callee != nil && noReturn[callee.FullName()]
}

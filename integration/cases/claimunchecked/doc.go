// Package claimunchecked holds checkthenact's claim-unchecked cases on the
// real go-redis v9 and pgx v5: a payments consumer claims each delivery
// through an injected inbox.Store, whose implementations drop or return
// the claim's outcome, or claims directly. A claim whose outcome nothing
// reads lets every duplicate charge again.
package claimunchecked

// Package claimunchecked holds checkthenact's claim-unchecked cases on the
// real go-redis v9 and pgx v5: a payments consumer claims each delivery
// through an injected inbox.Store, whose implementations drop or return
// the claim's outcome, or claims directly. A claim whose outcome nothing
// reads lets every duplicate charge again. The claims that decide are the
// only record of the charge (inprogress reports that on its own terms).
package claimunchecked

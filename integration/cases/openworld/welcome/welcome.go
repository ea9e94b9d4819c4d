// Package welcome sends a welcome email once per signup, deduplicated
// through the injected kv.Store.
package welcome

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/idemlint/idemlint/integration/cases/openworld/kv"
)

type Sender struct {
	kv   kv.Store
	http *http.Client
}

func NewSender(s kv.Store, c *http.Client) *Sender { return &Sender{kv: s, http: c} }

func (s *Sender) mail(ctx context.Context, to string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://mail.example/v1/send", bytes.NewBufferString(to))
	if err != nil {
		return err
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (s *Sender) OnSignup(ctx context.Context, userID, email string) error {
	n, err := s.kv.Exists(ctx, "welcome:"+userID).Result() // want: checkthenact
	if err != nil || n > 0 {
		return err
	}
	if err := s.mail(ctx, email); err != nil {
		return err
	}
	return s.kv.Set(ctx, "welcome:"+userID, 1, 30*24*time.Hour).Err()
}

// Twin: the key is claimed with SET NX before the effect.
func (s *Sender) OnSignupClaimed(ctx context.Context, userID, email string) error {
	ok, err := s.kv.SetNX(ctx, "welcome:"+userID, 1, 30*24*time.Hour).Result() // want: inprogress
	if err != nil || !ok {
		return err
	}
	return s.mail(ctx, email)
}

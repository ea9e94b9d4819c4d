// Package notify sends email through an HTTP API: an effect by summary.
package notify

import (
	"context"
	"net/http"
	"strings"
)

type Mailer struct{ c *http.Client }

func NewMailer(c *http.Client) *Mailer { return &Mailer{c: c} }

func (m *Mailer) Send(ctx context.Context, to string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://mail.example/send", strings.NewReader(to))
	if err != nil {
		return err
	}
	resp, err := m.c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

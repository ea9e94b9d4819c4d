package store // want package:"relevant"

// Package store wraps database/sql and net/http: level one.

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"
	"time"
)

type Repo struct{ db *sql.DB }

func (r *Repo) Insert(ctx context.Context, id string) error { // want Insert:`summary\{effect:sql insert:sql record\(2\)\}`
	_, err := r.db.ExecContext(ctx, `INSERT INTO orders(id) VALUES ($1)`, id)
	return err
}

func (r *Repo) Claim(ctx context.Context, key string) (bool, error) { // want Claim:`summary\{claim\(2\) effect:sql\}`
	res, err := r.db.ExecContext(ctx, `INSERT INTO processed(key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func (r *Repo) Load(ctx context.Context, id string) error { // want Load:`summary\{lookup\(2\)\}`
	row := r.db.QueryRowContext(ctx, `SELECT name FROM orders WHERE id = $1`, id)
	var name string
	return row.Scan(&name)
}

// Post performs an HTTP mutation.
func Post(ctx context.Context, url string) error { // want Post:`summary\{effect:http~verb\}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fetch reads; it is no effect.
func Fetch(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// WithKey forwards its key parameter into an idempotency header.
func WithKey(req *http.Request, key string) { // want WithKey:`summary\{keysink\(1\)\}`
	req.Header.Set("Idempotency-Key", key)
}

// Retry is a hand-written retry helper.
func Retry(attempts int, fn func() error) error { // want Retry:`summary\{retry\(1\)\}`
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		time.Sleep(time.Duration(i) * time.Second)
	}
	return err
}

// Each calls fn once per item: no error decides a second round.
func Each(items []string, fn func(string)) {
	for _, it := range items {
		fn(it)
	}
}

// Settle is declared by directive.
//
//idemlint:effect payment
//idemlint:ack msg
func Settle(msg any) {} // want Settle:`summary\{ack\(0\) effect:payment\}`

// Row is a record with a minted ID and a creation time.
type Row struct {
	ID        string
	CreatedAt time.Time
}

// Create mints the row's ID and creation time, inserts the row and returns
// it: the result names a recorded row, so it is no source.
func (r *Repo) Create(ctx context.Context) (Row, error) { // want Create:`summary\{effect:sql insert:sql record\}`
	row := Row{ID: time.Now().Format("20060102150405.000000000")}
	row.CreatedAt = time.Now()
	_, err := r.db.ExecContext(ctx, `INSERT INTO rows(id, created_at) VALUES ($1, $2)`, row.ID, row.CreatedAt)
	return row, err
}

// Draft mints the same row and returns it unrecorded: a source.
func Draft() Row { // want Draft:`summary\{source:time\}`
	return Row{ID: time.Now().Format("20060102150405.000000000"), CreatedAt: time.Now()}
}

// Job is a queued job keyed by its ID.
type Job struct {
	ID    string
	RunAt time.Time
}

// Enqueue keys the request with one field of the job: the fact names it.
func Enqueue(req *http.Request, j *Job) { // want Enqueue:`summary\{keysink\(1.ID\)\}`
	req.Header.Set("Idempotency-Key", j.ID)
}

// EnqueueNow hands the job whole to Enqueue: the field travels.
func EnqueueNow(req *http.Request, j *Job) { // want EnqueueNow:`summary\{keysink\(1.ID\)\}`
	Enqueue(req, j)
}

// EnqueueAll formats the whole job into the key: no field.
func EnqueueAll(req *http.Request, j Job) { // want EnqueueAll:`summary\{keysink\(1\)\}`
	req.Header.Set("Idempotency-Key", fmt.Sprintf("%v", j))
}

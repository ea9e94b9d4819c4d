package b

import (
	"net/http"
	"strings"
)

func Send(url, body string) error {
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

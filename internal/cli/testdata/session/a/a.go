package a

import "example.com/m/b"

func Notify(url, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = b.Send(url, body); err == nil {
			return nil
		}
	}
	return err
}

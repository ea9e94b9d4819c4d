// Package methodswitch: handlers registered for every method (gorilla's
// HandleFunc without Methods), which switch on r.Method themselves, as
// gophish's API does.
package methodswitch

import (
	"encoding/json"
	"net/http"

	"github.com/gorilla/mux"

	"createkey/jinzhumodels"
)

type Server struct{}

func (s *Server) Register(r *mux.Router) {
	r.HandleFunc("/campaigns/", s.Campaigns)
	r.HandleFunc("/groups/", s.Groups)
	r.HandleFunc("/views/", s.Views)
	r.HandleFunc("/notes/", s.Notes)
	r.HandleFunc("/logs/", s.Logs)
	r.HandleFunc("/keyed/", s.Keyed)
	r.HandleFunc("/audit/", s.Audit)
	r.HandleFunc("/renames/", s.Renames)
}

// Campaigns inserts under its POST branch only.
func (s *Server) Campaigns(w http.ResponseWriter, r *http.Request) { // want `handler Server.Campaigns of any method /campaigns/ \(in its r.Method == "POST" branch\) performs a row insert \(jinzhumodels.PostCampaign, which calls gorm.DB.Save\)`
	switch {
	case r.Method == "GET":
		cs, _ := jinzhumodels.GetCampaigns()
		json.NewEncoder(w).Encode(cs)
	case r.Method == "POST":
		c := jinzhumodels.Campaign{}
		if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
			return
		}
		if err := jinzhumodels.PostCampaign(&c); err != nil {
			return
		}
		w.WriteHeader(http.StatusCreated)
	}
}

// Groups reads under both branches: silent.
func (s *Server) Groups(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == "GET":
		g, _ := jinzhumodels.GetGroup(r.FormValue("name"))
		json.NewEncoder(w).Encode(g)
	case r.Method == "POST":
		g, _ := jinzhumodels.GetGroup(r.FormValue("name"))
		json.NewEncoder(w).Encode(g)
	}
}

// Views inserts under its GET branch only: not a POST's create (a GET
// is judged as a handler of unknown method: by payments and publishes).
func (s *Server) Views(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == "GET":
		jinzhumodels.LogView(r.FormValue("who"))
	case r.Method == "POST":
		g, _ := jinzhumodels.GetGroup(r.FormValue("name"))
		json.NewEncoder(w).Encode(g)
	}
}

// Notes: switch r.Method { case http.MethodPost: }.
func (s *Server) Notes(w http.ResponseWriter, r *http.Request) { // want `handler Server.Notes of any method /notes/ \(in its r.Method == "POST" branch\) performs a row insert`
	switch r.Method {
	case http.MethodGet:
		cs, _ := jinzhumodels.GetCampaigns()
		json.NewEncoder(w).Encode(cs)
	case http.MethodPost:
		jinzhumodels.LogView(r.FormValue("who"))
	}
}

// Logs: if r.Method != "POST" { return }, in a literal.
func (s *Server) Logs(w http.ResponseWriter, r *http.Request) { // want `handler Server.Logs of any method /logs/ \(in its r.Method == "POST" branch\) performs a row insert`
	if r.Method != "POST" {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	write := func() { jinzhumodels.LogView(r.FormValue("who")) }
	write()
}

// Keyed: the same insert, with the client's Idempotency-Key read.
func (s *Server) Keyed(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		return
	}
	if r.Header.Get("Idempotency-Key") == "" {
		http.Error(w, "missing key", http.StatusBadRequest)
		return
	}
	jinzhumodels.LogView(r.FormValue("who"))
}

// Audit inserts after a branch that only answers GET: the insert runs for
// every method but GET (PUT, DELETE…), so it is not a POST's.
func (s *Server) Audit(w http.ResponseWriter, r *http.Request) {
	if r.Method == "GET" {
		cs, _ := jinzhumodels.GetCampaigns()
		json.NewEncoder(w).Encode(cs)
		return
	}
	jinzhumodels.LogView(r.FormValue("who"))
}

// Renames: its POST branch saves models with their ids set (a rename of a
// group read first, a view under the client's id): updates, not inserts.
func (s *Server) Renames(w http.ResponseWriter, r *http.Request) {
	if r.Method == "POST" {
		jinzhumodels.RenameGroup(r.FormValue("name"), r.FormValue("to"))
		jinzhumodels.SetView(1, r.FormValue("who"))
	}
}

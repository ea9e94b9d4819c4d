// Package methodswitch: gophish's shape on the real libraries. Handlers
// registered with gorilla/mux for every method switch on r.Method, and
// the models are written with gorm v1 (github.com/jinzhu/gorm): Save of a
// model made here with no ID inserts; Save of one read first updates.
package methodswitch

import (
	"encoding/json"
	"net/http"

	"github.com/gorilla/mux"
	"github.com/jinzhu/gorm"
)

var db *gorm.DB

type Campaign struct {
	Id   int64  `json:"id"`
	Name string `json:"name"`
}

type MailLog struct {
	Id         int64
	CampaignId int64
}

type Page struct {
	Id   int64
	Name string
}

func Register(r *mux.Router) {
	r.HandleFunc("/campaigns/", Campaigns)
	r.HandleFunc("/pages/", Pages)
	r.HandleFunc("/visits/", Visits)
}

// Campaigns inserts a mail log under its POST branch.
func Campaigns(w http.ResponseWriter, r *http.Request) { // want: createkey
	switch {
	case r.Method == "GET":
		var cs []Campaign
		db.Find(&cs)
		json.NewEncoder(w).Encode(cs)
	case r.Method == "POST":
		c := Campaign{}
		if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
			return
		}
		db.Save(&c)
		db.Save(&MailLog{CampaignId: c.Id})
		w.WriteHeader(http.StatusCreated)
	}
}

// Pages renames a page read first under its POST branch: Save updates.
func Pages(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodPost:
		var p Page
		if err := db.Where("name = ?", r.FormValue("name")).First(&p).Error; err != nil {
			return
		}
		p.Name = r.FormValue("to")
		db.Save(&p)
	}
}

// Visits inserts under its GET branch only, and finds or creates under
// POST: no POST insert.
func Visits(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		db.Create(&Page{Name: r.FormValue("page")})
	case http.MethodPost:
		var p Page
		db.Where(Page{Name: r.FormValue("page")}).FirstOrCreate(&p)
	}
}

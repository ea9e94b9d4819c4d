// Package incident simulates github.com/grafana/incident-go for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package incident

import "context"

// Client is used to access services.
type Client struct {
	RemoteHost string
}

// NewClient makes a new Client.
func NewClient(remoteHost, serviceAccountToken string) *Client {
	return &Client{RemoteHost: remoteHost}
}

// Incident is a single incident.
type Incident struct {
	IncidentID string `json:"incidentID"`
	Title      string `json:"title"`
}

// CreateIncidentRequest is the request for the CreateIncident method.
type CreateIncidentRequest struct {
	Title    string `json:"title"`
	Severity string `json:"severity"`
}

// CreateIncidentResponse is the response for the CreateIncident method.
type CreateIncidentResponse struct {
	Incident Incident `json:"incident"`
}

// UpdateStatusRequest is the request for the UpdateStatus method.
type UpdateStatusRequest struct {
	IncidentID string `json:"incidentID"`
	Status     string `json:"status"`
}

// UpdateStatusResponse is the response for the UpdateStatus method.
type UpdateStatusResponse struct {
	Incident Incident `json:"incident"`
}

// IncidentsService provides access to incidents.
type IncidentsService struct {
	client *Client
}

// NewIncidentsService makes a new IncidentsService.
func NewIncidentsService(client *Client) *IncidentsService {
	return &IncidentsService{client: client}
}

// CreateIncident creates a new Incident.
func (s *IncidentsService) CreateIncident(ctx context.Context, r CreateIncidentRequest) (*CreateIncidentResponse, error) {
	return &CreateIncidentResponse{}, nil
}

// UpdateStatus updates the status of an Incident.
func (s *IncidentsService) UpdateStatus(ctx context.Context, r UpdateStatusRequest) (*UpdateStatusResponse, error) {
	return &UpdateStatusResponse{}, nil
}

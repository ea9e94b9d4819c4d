module github.com/idemlint/idemlint/sweep

go 1.26.0

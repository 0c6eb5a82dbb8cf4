"""The window's pages, one job each."""

"""Where things are kept: LanceDB chunks, SQLite registry and query log, file locks."""

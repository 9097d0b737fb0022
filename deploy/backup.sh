#!/bin/sh
# Nightly backup into the folder given (amn-backup.service): SQLite with `npm run data -- backup`,
# PostgreSQL with pg_dump. Backups hold personal data: they are deleted after 30 days
# (RETENTION_DAYS), as the privacy statement says.
set -eu
folder="$1"
days="${RETENTION_DAYS:-30}"
stamp="$(date +%Y-%m-%dT%H%M%S)"
mkdir -p "$folder"
chmod 700 "$folder"
case "${DATABASE_URL:-}" in
  postgres://* | postgresql://*)
    pg_dump --format=custom --file="$folder/amn-$stamp.dump" "$DATABASE_URL"
    chmod 600 "$folder/amn-$stamp.dump"
    ;;
  *)
    npm run --silent data -- backup "$folder/amn-$stamp.sqlite"
    ;;
esac
find "$folder" -maxdepth 1 -name 'amn-*' -type f -mtime "+$((days - 1))" -delete

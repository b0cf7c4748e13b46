#!/usr/bin/env bash
# Backs up the site's database and its uploaded media into BACKUP_DIR, one pair of files per run, and deletes
# backups older than KEEP_DAYS. Run from cron or deploy/systemd/site-backup.timer; copy BACKUP_DIR off the
# machine afterwards (the README's "Production" section gives the restore steps).
#
#   DATABASE_URL  postgres://... (pg_dump, custom format) or file:/path/site.db / empty (SQLite: VACUUM INTO)
#   MEDIA_DIR     uploaded files (default: media/ beside this script's project)
#   BACKUP_DIR    where backups go (default: backups/ in the project)
#   KEEP_DAYS     how long backups are kept (default 14)
set -euo pipefail
project="$(cd "$(dirname "$0")/.." && pwd)"
media="${MEDIA_DIR:-$project/media}"
target="${BACKUP_DIR:-$project/backups}"
keep="${KEEP_DAYS:-14}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$target"

db_url="${DATABASE_URL:-}"
case "$db_url" in
  postgres://* | postgresql://*)
    pg_dump="$(command -v pg_dump || echo /usr/lib/postgresql/15/bin/pg_dump)"
    "$pg_dump" --format=custom --no-owner --file="$target/db-$stamp.dump.partial" "$db_url"
    mv "$target/db-$stamp.dump.partial" "$target/db-$stamp.dump"
    echo "database: $target/db-$stamp.dump"
    ;;
  "" | file:*)
    file="${db_url#file:}"
    file="${file:-$project/data/site.db}"
    [ -f "$file" ] || { echo "backup: SQLite database $file not found" >&2; exit 1; }
    # VACUUM INTO writes a consistent copy while the site keeps running, with what is still in its write-ahead log
    # (a plain cp may catch a half-written page and misses the log). The site's writes go on meanwhile.
    copy="$target/db-$stamp.sqlite.partial"
    if command -v sqlite3 >/dev/null; then
      sqlite3 "$file" "VACUUM INTO '$copy'"
    else
      # No sqlite3 command: the libSQL client the site itself uses.
      (cd "$project" && node --input-type=module -e "
        import { createClient } from '@libsql/client'
        const db = createClient({ url: 'file:' + process.argv[1] })
        await db.execute({ sql: 'VACUUM INTO ?', args: [process.argv[2]] })
        db.close()" "$file" "$copy")
    fi
    mv "$target/db-$stamp.sqlite.partial" "$target/db-$stamp.sqlite"
    echo "database: $target/db-$stamp.sqlite"
    ;;
  *)
    echo "backup: DATABASE_URL is neither postgres:// nor file: ($db_url)" >&2
    exit 1
    ;;
esac

if [ -d "$media" ]; then
  tar -czf "$target/media-$stamp.tar.gz.partial" -C "$media" .
  mv "$target/media-$stamp.tar.gz.partial" "$target/media-$stamp.tar.gz"
  echo "media: $target/media-$stamp.tar.gz"
else
  echo "media: $media does not exist, nothing to back up"
fi

find "$target" -maxdepth 1 -type f \( -name 'db-*' -o -name 'media-*' \) -mtime +"$keep" -print -delete

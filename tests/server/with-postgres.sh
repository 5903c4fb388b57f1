#!/usr/bin/env bash
# Kept for the commands written down with it; the launcher itself is with-postgres.ts (any platform).
exec npx tsx "$(dirname "$0")/with-postgres.ts" "$@"

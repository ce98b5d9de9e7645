#!/bin/sh
# The image's one entry point: the first argument picks what this container runs (docker-compose.yml).
set -e
service="${1:-gateway}"
case "$service" in
  gateway | admin-api | chat-api | support-api)
    shift
    exec node node_modules/.bin/tsx "apps/$service/src/main.ts" "$@"
    ;;
  migrate)
    shift
    exec node node_modules/.bin/tsx scripts/migrate.ts "$@"
    ;;
  demo)
    shift
    exec node node_modules/.bin/tsx scripts/load-demo.ts "$@"
    ;;
  *)
    echo "Unknown service '$service': use gateway, admin-api, chat-api, support-api, migrate or demo." >&2
    exit 64
    ;;
esac

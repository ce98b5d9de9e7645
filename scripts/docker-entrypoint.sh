#!/bin/sh
# The image's one entry point: the first argument picks what this container runs (docker-compose.yml):
# a service, the one-shot migrate, or the access log's verifier and monthly archive.
set -e
service="${1:-gateway}"
case "$service" in
  gateway | admin-api | chat-api | support-api)
    shift
    exec node node_modules/.bin/tsx "apps/$service/src/main.ts" "$@"
    ;;
  migrate | audit-verify | audit-archive | demo)
    shift
    exec node node_modules/.bin/tsx "scripts/$service.ts" "$@"
    ;;
  *)
    echo "Unknown service '$service': use gateway, admin-api, chat-api, support-api, migrate, audit-verify, audit-archive or demo." >&2
    exit 64
    ;;
esac

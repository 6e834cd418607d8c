#!/bin/sh
# Stands in for Prisma's schema-engine binary while `prisma generate` runs (scripts/prismaGenerate.mjs).
echo "Prisma's schema engine is not installed: generating the client does not need it. Migrations are created as README.md describes." >&2
exit 1

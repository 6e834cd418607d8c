// Resident memory of a process, from /proc (Linux): VmRSS of /proc/<pid>/status, and the server
// process among the descendants of `npm start` (npm → scripts/start.mjs → the server).
import { readdirSync, readFileSync } from "node:fs";

export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    // The command name (field 2) may contain spaces and parentheses: read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** Every process below `root`, with its command line. */
export function descendants(root: number): { pid: number; command: string }[] {
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map(Number);
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: { pid: number; command: string }[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const pid = queue.shift()!;
    let command = "";
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    } catch {
      continue;
    }
    found.push({ pid, command });
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** The server started by `npm start` under `root`: its bundle (dist/server/main-….mjs) or server/main.ts. */
export function serverProcess(root: number): { pid: number; command: string } | null {
  return descendants(root).find(({ command }) => /dist\/server\/main-[^ ]*\.mjs|server\/main\.ts/.test(command)) ?? null;
}

/** RSS of `pid` after `idleMs` without requests. */
export async function idleRssMb(pid: number, idleMs = 10_000): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  return rssMb(pid);
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DrillCommand } from './drill-postgres';
import { repositoryRoot } from './server-variables';

/*
 * The commands of the runbooks in docs/operations (decision 0045): every one is either a command a drill runs
 * on this machine's PostgreSQL (checked by the drill, against what it ran) or a kubectl / kubectl cnpg
 * command (checked against the rendered manifests by apps/api/src/deployment/kubernetes-manifests.spec.ts).
 */

export const RUNBOOKS_DIR = 'docs/operations';
/** Programs of PostgreSQL (and of the shell) that the drills run and the runbooks may show. */
export const DRILL_TOOLS = new Set(['initdb', 'pg_ctl', 'pg_basebackup', 'pg_rewind', 'kill', 'cp', 'touch']);
/** Commands that are neither, allowed as they are: the drills themselves, and a secret's new value. */
export const OTHER_COMMANDS = [/^npm run drill$/, /^openssl rand -(base64|hex) \d+$/];

export interface RunbookCommands {
  file: string;
  /** Each shell command (a pipeline's parts apart), as words. */
  shell: string[][];
  sql: string[];
  /** Settings (`name = value`) of postgresql.conf blocks. */
  conf: string[];
}

export function runbookFiles(): string[] {
  return readdirSync(path.join(repositoryRoot, RUNBOOKS_DIR))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(RUNBOOKS_DIR, name));
}

/** Words of a shell command: quotes kept together (without the quotes), `$(…)` as one word. */
export function words(line: string): string[] {
  const found: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  let started = false;
  let escaped = false;
  for (const char of line) {
    if (escaped) {
      current += char;
      escaped = false;
      continue;
    }
    if (char === '\\' && quote !== "'") {
      escaped = true;
      continue;
    }
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
      continue;
    }
    if (depth > 0) {
      current += char;
      if (char === '(') depth++;
      if (char === ')') depth--;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      started = true;
      continue;
    }
    if (char === '$') {
      current += char;
      started = true;
      continue;
    }
    if (char === '(' && current.endsWith('$')) {
      current += char;
      depth = 1;
      continue;
    }
    if (/\s/.test(char)) {
      if (started) found.push(current);
      current = '';
      started = false;
      continue;
    }
    current += char;
    started = true;
  }
  if (started) found.push(current);
  return found;
}

/** The fenced blocks of a runbook (bash/sh, sql, conf), indented ones in lists included. */
export function runbookCommands(file: string): RunbookCommands {
  const text = readFileSync(path.join(repositoryRoot, file), 'utf8');
  const commands: RunbookCommands = { file, shell: [], sql: [], conf: [] };
  for (const match of text.matchAll(/^([ \t]*)```(\w+)\n([\s\S]*?)^[ \t]*```/gm)) {
    const [, indent, language, body] = match;
    const lines = body.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    if (language === 'bash' || language === 'sh') {
      const joined = lines.join('\n').replace(/\\\n\s*/g, ' ');
      for (const line of joined.split('\n').map((l) => l.trim())) {
        if (!line || line.startsWith('#')) continue;
        for (const part of splitPipeline(line)) commands.shell.push(words(part));
      }
    } else if (language === 'sql') {
      for (const statement of lines.join('\n').split(';')) if (statement.trim()) commands.sql.push(statement.trim());
    } else if (language === 'conf') {
      for (const line of lines) if (/^\s*[a-z_.]+\s*=/.test(line)) commands.conf.push(line.trim());
    }
  }
  return commands;
}

/** A pipeline's commands, `|` inside quotes left alone. */
function splitPipeline(line: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  let escaped = false;
  for (const char of line) {
    if (escaped) escaped = false;
    else if (char === '\\' && quote !== "'") escaped = true;
    else if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '|') {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/** The options a command names (`--source-server=…` → `--source-server`), and pg_ctl's action. */
function shapeOf(args: string[]): { options: Set<string>; action: string | null } {
  // A quoted value that starts with a dash (pg_ctl -o '-p 5433') is no option of its own.
  const options = new Set(args.filter((arg) => /^--?[A-Za-z]/.test(arg) && !/\s/.test(arg)).map((arg) => arg.split('=')[0]));
  const action = args.find((arg) => ['start', 'stop', 'restart', 'promote', 'reload'].includes(arg)) ?? null;
  return { options, action };
}

/** SQL as compared: lower case, one space, literals as `?`, no final semicolon. */
export function normalizedSql(sql: string): string {
  return sql
    .replace(/'[^']*'/g, '?')
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .trim()
    .toLowerCase();
}

/**
 * What of a runbook no drill ran: a PostgreSQL command whose options (and pg_ctl action) no command of the
 * drill of that program had, a SQL statement the drill never sent, a setting it never wrote.
 */
export function notRunByDrill(runbook: RunbookCommands, ran: DrillCommand[]): string[] {
  const missing: string[] = [];
  for (const command of runbook.shell) {
    const [tool, ...args] = command;
    if (!DRILL_TOOLS.has(tool)) continue;
    const wanted = shapeOf(args);
    const matched = ran.some((done) => {
      if (done.tool !== tool) return false;
      const shape = shapeOf(done.args);
      return shape.action === wanted.action && [...wanted.options].every((option) => shape.options.has(option));
    });
    if (!matched) missing.push(`${runbook.file}: ${command.join(' ')}`);
  }
  const statements = new Set(ran.filter((done) => done.tool === 'sql').map((done) => normalizedSql(done.args[0])));
  for (const sql of runbook.sql) if (!statements.has(normalizedSql(sql))) missing.push(`${runbook.file}: ${sql}`);
  const settings = new Set(ran.filter((done) => done.tool === 'conf').map((done) => done.args[0].split('=')[0].trim()));
  for (const line of runbook.conf) if (!settings.has(line.split('=')[0].trim())) missing.push(`${runbook.file}: ${line}`);
  return missing;
}

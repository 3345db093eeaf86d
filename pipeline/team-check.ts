import type { Team } from "../app/content/schema/team.ts";
import type { LeadRules } from "../app/content/schema/kinds.ts";
import { ruleLabel } from "../app/content/schema/lead-rules.ts";

// What the team's schema cannot know alone (content/team.json, docs/team.md): that each name it uses is one person's,
// each pool names people of the team, and each lead rule's pool is one of the team's. One line per problem, in the
// agency's words.

/** The names given twice in a list, each once. */
const repeated = (names: readonly string[]) => [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];

export function teamProblems(team: Team, rules: LeadRules["rules"] | undefined): string[] {
  const people = team.people.map((person) => person.name);
  const pools = team.pools.map((pool) => pool.name);
  const problems = [
    ...repeated(people).map((name) => `Two people are called "${name}": give each their own name, as pools name them by it`),
    ...repeated(pools).map((name) => `Two pools are called "${name}": give each its own name, as lead rules name them by it`),
    ...team.pools.flatMap((pool) => [
      ...pool.people.filter((name) => !people.includes(name)).map((name) => `Pool "${pool.name}" names "${name}", who is not one of the team's people: add them under People, or check the spelling`),
      ...repeated(pool.people).map((name) => `Pool "${pool.name}" names "${name}" twice: name each person once (their share of the leads says how many they receive)`),
    ]),
  ];
  if (team.pools.length && !team.people.length) problems.push("The team has pools but no people: add the people who answer leads, or remove the pools");
  if (team.people.length && !team.pools.length) problems.push("The team has people but no pool: add a pool naming who shares the leads (the first pool takes every lead whose rule names none)");
  const escalateTo = team.escalateTo?.trim();
  if (escalateTo && !people.includes(escalateTo)) problems.push(`Escalations to "${escalateTo}" is not one of the team's people: write a person's name as it is written under People, or leave it empty`);
  for (const [index, rule] of (rules ?? []).entries()) {
    const pool = "pool" in rule ? rule.pool?.trim() : "";
    if (!pool || pools.includes(pool)) continue;
    problems.push(
      pools.length
        ? `${ruleLabel(rule, index)} sends its leads to pool "${pool}", which the team does not have (content/team.json has ${pools.map((name) => `"${name}"`).join(", ")}): choose one of them, or leave it empty`
        : `${ruleLabel(rule, index)} sends its leads to pool "${pool}", but the team has no pools yet (content/team.json): add the pool, or leave it empty`,
    );
  }
  return problems;
}

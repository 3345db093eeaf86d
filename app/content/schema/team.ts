import * as v from "valibot";
import { WEEKDAYS, isTimeZone, minutesOfDay } from "../team-values.mjs";
import { choice, email, fields, list, optionalHttpsUrl, optionalText, text, toggle, wholeNumber } from "./fields.ts";

// The agency's people who answer leads, and the pools a lead is shared in (content/team.json, docs/team.md). Never
// published: the hosts read it to give each lead an owner (relay/lead-owners.mjs). What the schema cannot know (a pool
// naming nobody of the team, a rule naming no pool) is checked by the build with the lead rules (app/forms/rule-fields.ts).

/** What a new entry starts with in the editor. */
const startsAs = <const Value>(value: Value) => v.metadata<Value, { readonly default: Value }>({ default: value });

/** A time of day as the editor's text holds it: 09:00, 17:30. */
const timeOfDay = (label: string, hint: string, usual: string) =>
  v.pipe(
    text(label, { hint, max: 5 }),
    startsAs(usual),
    v.check((value) => minutesOfDay(value) !== undefined, (issue) => `${label} "${String(issue.input)}" is not a time of day: write it as HH:MM, e.g. 09:00 or 17:30`),
  );

const person = v.pipe(
  fields("Person", {
    name: text("Name", { hint: "How the team, the chat and the numbers name them; pools name them by it", max: 60 }),
    slackId: v.pipe(
      optionalText("Slack member ID", {
        hint: "Where the chat is Slack: their member ID (in Slack: their profile, ⋮, Copy member ID), e.g. U01AB2CD3EF, so that the chat mentions them; empty: the chat writes their name",
        max: 20,
      }),
      v.check((value) => !value || /^[UW][A-Z0-9]{6,}$/.test(value), (issue) => `Slack member ID "${String(issue.input)}" is not one: it starts with U or W, then capital letters and digits (e.g. U01AB2CD3EF)`),
    ),
    email: email("E-mail", "Where the agency's tools reach them; named with the lead they own"),
    scheduler: optionalHttpsUrl(
      "Their scheduler",
      "Optional: their own Cal.com or Calendly page: the leads they own book with it. Empty: the scheduler of the lead's rule, else of Booking a call",
    ),
    weight: v.pipe(wholeNumber("Share of the leads", { min: 1, max: 10, hint: "Their share against the pool's others: 2 receives twice the leads of 1" }), startsAs(1)),
    timeZone: v.pipe(
      text("Time zone", { hint: "Where they work, as the world's time-zone list names it: Europe/London, America/New_York, Asia/Dubai", max: 60 }),
      v.check(isTimeZone, (issue) => `Time zone "${String(issue.input)}" is not one this site knows: write it as the world's time-zone list does, a region and a city, e.g. Europe/London or America/New_York`),
    ),
    days: v.pipe(list("Working days", choice("Day", WEEKDAYS), { min: 1, max: 7, hint: "The days they answer leads" }), startsAs(WEEKDAYS.slice(0, 5))),
    from: timeOfDay("Starts at", "In their time zone, e.g. 09:00", "09:00"),
    to: timeOfDay("Ends at", "In their time zone, e.g. 17:30; after the start (a shift past midnight is two people's)", "17:30"),
    away: toggle("Away", "On holiday or ill: they receive no lead until this is switched off"),
  }),
  v.check(
    (item) => minutesOfDay(item.from)! < minutesOfDay(item.to)!,
    (issue) => `"${(issue.input as { name: string }).name}" ends work before they start: Ends at comes after Starts at, the same day`,
  ),
);

const pool = fields("Pool", {
  name: text("Pool name", { hint: "How a lead rule names it, e.g. Creators", max: 40 }),
  people: list("People", text("Person's name", { hint: "As the person's Name is written above", max: 60 }), { min: 1, max: 30, hint: "Who shares this pool's leads, by name" }),
  minutes: v.pipe(
    wholeNumber("Minutes to claim", {
      min: 1,
      max: 240,
      hint: "A lead unclaimed this long in working hours is reminded to its owner; twice this long, it passes to the pool's next person",
    }),
    startsAs(5),
  ),
});

export const TeamSchema = fields("Team", {
  people: list("People", person, { min: 0, max: 50, hint: "Who answers leads. Nothing here is published on the site" }),
  pools: list("Pools", pool, {
    min: 0,
    max: 20,
    hint: "Groups that share leads in turn. The first pool takes every lead whose rule names no pool",
  }),
  escalateTo: optionalText("Escalations to", {
    hint: "The person the chat mentions when a lead passes on unclaimed, by name; empty: nobody more",
    max: 60,
  }),
});

export type Team = v.InferOutput<typeof TeamSchema>;
export type TeamPerson = Team["people"][number];

import { z } from 'zod';

/** A vehicle starts this far west of its side's first figure unless the scenario places it. */
export const VEHICLE_START_WEST = 12;
/** The vehicles of §10.9 [L2456–2471]. */
export const VEHICLE_KINDS = ['stagecoach', 'wagon', 'buckboard'] as const;
/** How the driver drives: at the nearest enemy on foot, or straight on to get away. */
export const DRIVES = ['run-down', 'flee'] as const;
export const WINDS = ['rolled', 'calm', 'north', 'west', 'east', 'south'] as const;

/**
 * A wagon, stagecoach or buckboard in a GF-2 or GF-3 (six-gun-sound.md §10.9): its driver
 * and passengers are figures of one side; the team's Quality is fixed or rolled per gunfight
 * on Team Quality.
 */
export const vehicleSchema = z.strictObject({
  kind: z
    .enum(VEHICLE_KINDS)
    .default('stagecoach')
    .describe(
      'stagecoach (driver, a guard beside him, 8 inside in obscuring cover, 4 on the roof in none), wagon (driver and 8 in the box, obscuring), buckboard (driver, 1 beside him, 4 in the back, no cover); §10.9, §6.6.',
    ),
  driver: z
    .string()
    .min(1)
    .describe("The figure at the reins: his side's vehicle. He drives on his activations."),
  aboard: z
    .array(z.string().min(1))
    .default([])
    .describe(
      'Passengers, figures of the same side (on a stagecoach the first rides shotgun beside the driver, the next 8 inside, the rest on the roof).',
    ),
  animals: z
    .number()
    .int()
    .min(1)
    .max(8)
    .default(4)
    .describe(
      'Animals in the team: 4 or more horses or mules move 10", fewer 6" (a buckboard\'s one horse 10"); more than 4 gives a leader at +1 Quality (§4.4, §10.9).',
    ),
  oxen: z.boolean().default(false).describe('An ox team: 6", and it may not move fast (§4.4).'),
  quality: z
    .union([z.number().int().min(3).max(5), z.literal('rolled')])
    .default(4)
    .describe(
      "The team's Quality (3 Nags, 4 Pretty Fair, 5 Good), or rolled each gunfight on Team Quality for owner and prosperity (§10.9 [L2481–2531]).",
    ),
  owner: z
    .enum(['greenhorn', 'homesteader', 'stagecoach'])
    .default('stagecoach')
    .describe(
      "quality: rolled: whose team, a Greenhorn's or Townsfolk's, a Homesteader's or Prospector's, or a stage line's.",
    ),
  prosperity: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(3)
    .describe("quality: rolled: the owner's Prosperity."),
  driverRating: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(4)
    .describe("The driver's Driver Rating (Driver test, Losing Control)."),
  crackTeamster: z
    .boolean()
    .default(false)
    .describe('A Crack Teamster: +1d6 on Losing Control, best two.'),
  drive: z
    .enum(DRIVES)
    .default('run-down')
    .describe(
      'run-down: each activation the driver turns for the nearest enemy on foot and drives through him, trampling whoever stands within 1" of the path (B-20); flee: straight on along its heading until it has gone `escape` inches and is away.',
    ),
  fast: z
    .boolean()
    .default(true)
    .describe(
      'Try Vehicle Fast Moving every activation (a turn of 45° or more risks a wreck, C-29).',
    ),
  escape: z
    .number()
    .positive()
    .default(36)
    .describe('flee: inches the vehicle must travel to get away with everyone aboard.'),
  x: z
    .number()
    .optional()
    .describe('Where it starts (inches east; default 12" west of its side\'s first figure).'),
  y: z
    .number()
    .optional()
    .describe("Where it starts (inches along the sides' axis; default on its side's line)."),
  heading: z
    .number()
    .default(0)
    .describe("Degrees: 0 east along the street, 90 toward the second side's line."),
  hitched: z
    .boolean()
    .optional()
    .describe(
      'false: the team starts out of the traces. Each activation of a hitcher hitches one animal, and once all are in, the driver spends an activation climbing aboard before it can move (§10.9 [L2578]). Default: hitched.',
    ),
  hitchers: z
    .array(z.string().min(1))
    .optional()
    .describe(
      "hitched: false: figures of the vehicle's side who hitch the team, instead of fighting, one animal each an activation (default: the driver alone).",
    ),
  shootTheTeam: z
    .boolean()
    .default(false)
    .describe(
      "The other side fires at the team while the vehicle rolls and the team is within a shooter's effective range (not from directly behind): each hit rolls They Shot One of the Team (§10.9 [L2755–2849]).",
    ),
});

/** Where a neighbouring structure stands: beyond the held building's east or west end, or across the street from it. */
export const ROW_SIDES = ['east', 'west', 'across'] as const;

/** A structure beside the burning building, which its fire may jump to (§12 [L1986–1990]). */
const neighbourSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'a name of letters, digits and dashes')
    .describe('What it is called in the metrics: fire.neighbour.<name>.'),
  side: z
    .enum(ROW_SIDES)
    .describe(
      "Which end of the held building it stands beyond, the next one listed on the same side beyond it (an east or west wind blows along the row); or across: across the street from it, toward the other side's line, centred opposite it, gap being the street's width (a north or south wind blows across the street).",
    ),
  gap: z
    .number()
    .min(0)
    .default(0)
    .describe(
      'Inches of open ground between it and the structure before it in the row (0: wall to wall). A fire jumps at most 1".',
    ),
  length: z.number().positive().default(6).describe('Inches along the street (areas of about 6").'),
  sv: z
    .number()
    .int()
    .min(0)
    .max(5)
    .default(1)
    .describe(
      'Structural Value: it burns 6 − SV inches a turn; stone, brick, log or adobe (SV 5) will not burn, so no fire jumps to it.',
    ),
  inside: z
    .array(z.string().min(1))
    .optional()
    .describe(
      "Figures of the side that holds the building who stand in this one instead, spread evenly along it, in their cover: in a row on the side's line, across the street on its wall facing the building; once the fire reaches their area they get out into the street (across it, into its middle), as the building's own men do (§12 [L1945–1990]). Default: nobody.",
    ),
});

/**
 * A building one side holds and the other tries to burn (six-gun-sound.md §12): the holders
 * stand inside it along their line, the firebugs go up to it and roll Starting a Fire.
 */
export const buildingSchema = z.strictObject({
  holds: z.string().min(1).describe('The side whose figures are inside, firing from it.'),
  sv: z
    .number()
    .int()
    .min(0)
    .max(5)
    .default(1)
    .describe(
      'Structural Value: 0 tent, 1 frame (plank), 4 soft field works, 5 stone, brick, log or adobe; it burns 6 − SV inches a turn (an SV 5 building does not burn but smokes its occupants out at the same rate).',
    ),
  length: z
    .number()
    .positive()
    .optional()
    .describe(
      'Inches along the street (default: its holders\' line and 1.5" beyond each end); split into areas of about 6" (§12 [L1945]).',
    ),
  rain: z.boolean().default(false).describe('Rain or a wet fuse: one die on Starting a Fire.'),
  wind: z
    .enum(WINDS)
    .default('rolled')
    .describe(
      'Rolled at the start (1d6: 1 north, 2–3 west, 4–5 east, 6 south) or fixed; calm spreads the fire both ways at half the rate. The street runs east–west, so a north or south wind drives the fire across the building and it stays in the area it was set in.',
    ),
  firebugs: z
    .array(z.string().min(1))
    .min(1)
    .describe(
      'Figures of the other side who go up to the building (moving fast when they can) and roll Starting a Fire each activation until it lights; one armed with a bow shoots flaming arrows instead, from within his effective range and with no roll (§12 [L2003]). Once it is lit they fight as their side does.',
    ),
  buckets: z
    .array(z.string().min(1))
    .optional()
    .describe(
      'Figures of the side inside who fight the fire: while the structure each is in (the building, or the neighbour he holds) burns (or smoulders), he throws a bucket on it on each of his activations instead of fighting, putting out 1" (§12 [L2003–2005]); the water is at hand. Put out, it may be set again (a neighbour catches again from the fire next to it). With fire.bucketsNextDoor: adjoining, he also carries water to a burning structure adjoining his.',
    ),
  piece: z
    .string()
    .min(1)
    .optional()
    .describe(
      'The building of the battlefield section that burns, by name: instead of a row along the street, the fire burns over its areas in two dimensions and jumps to any other building of the section within 1" downwind; the holders start inside it (or inside another building of the section), the firebugs go round what stands in their way to the wall they reach soonest, and whoever is inside an area on fire gets out by its nearest door, window or opening (through the wall when it has none). length and neighbours do not go with it.',
    ),
  structures: z
    .record(z.string(), z.number().int().min(0).max(5))
    .optional()
    .describe(
      "piece: the Structural Value of the section's other buildings, by name (default 1, frame; 5 will not burn). Each is reported as fire.neighbour.<name>.",
    ),
  neighbours: z
    .array(neighbourSchema)
    .optional()
    .describe(
      'Structures standing in a row with it along the street, empty unless the scenario puts men inside: a fire blown along a building to its downwind end runs on across a gap of at most 1" and sets the next flammable one alight (§12 [L1988]; option fire.jump), which then burns downwind in its turn. Reported as fire.neighbour.<name>.',
    ),
});

export type VehicleSpec = z.output<typeof vehicleSchema>;
export type BuildingSpec = z.output<typeof buildingSchema>;

/** Policies that move a figure on foot: no rider or holder of a building may play them. */
const MOVERS = ['advance', 'charge', 'charge-together', 'cover-to-cover'];

/** How many a vehicle carries besides its driver (§10.9 [L2456–2471]). */
export const CAPACITY = { stagecoach: 13, wagon: 8, buckboard: 5 } as const;

interface Checked {
  type: string;
  roll?: unknown;
  vehicle?: VehicleSpec;
  building?: BuildingSpec;
  sides: { name: string; policy: string; figures: { name: string; policy?: string }[] }[];
}

/** A vehicle's and a building's figures and sides must exist and fit together. */
export function checkBattlefield(p: Checked, ctx: z.RefinementCtx): void {
  const bad = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const sideOf = new Map<string, number>();
  const policyOf = new Map<string, string>();
  p.sides.forEach((s, i) =>
    s.figures.forEach((f) => {
      sideOf.set(f.name, i);
      policyOf.set(f.name, f.policy ?? s.policy);
    }),
  );
  const known = [...sideOf.keys()].join(', ');
  for (const key of ['vehicle', 'building'] as const) {
    if (p[key] === undefined) continue;
    if (p.type === 'GF-1') bad([key], `${key} needs GF-2 or GF-3`);
    if (p.roll !== undefined) bad([key], `${key} needs fixed forces (no roll)`);
  }
  const v = p.vehicle;
  if (v) {
    const side = sideOf.get(v.driver);
    if (side === undefined)
      bad(['vehicle', 'driver'], `unknown figure "${v.driver}" (figures: ${known})`);
    const seen = new Set([v.driver]);
    v.aboard.forEach((name, j) => {
      if (!sideOf.has(name))
        bad(['vehicle', 'aboard', j], `unknown figure "${name}" (figures: ${known})`);
      else if (side !== undefined && sideOf.get(name) !== side)
        bad(['vehicle', 'aboard', j], `"${name}" is not on the driver's side`);
      if (seen.has(name)) bad(['vehicle', 'aboard', j], `"${name}" is aboard twice`);
      seen.add(name);
    });
    if (v.aboard.length > CAPACITY[v.kind])
      bad(
        ['vehicle', 'aboard'],
        `a ${v.kind} carries at most ${CAPACITY[v.kind]} besides its driver`,
      );
    for (const name of seen) {
      const pol = policyOf.get(name);
      if (pol !== undefined && MOVERS.includes(pol))
        bad(['vehicle'], `"${name}" rides the vehicle: his policy cannot be ${pol}`);
    }
    v.hitchers?.forEach((name, j) => {
      if (!sideOf.has(name))
        bad(['vehicle', 'hitchers', j], `unknown figure "${name}" (figures: ${known})`);
      else if (side !== undefined && sideOf.get(name) !== side)
        bad(['vehicle', 'hitchers', j], `"${name}" is not on the driver's side`);
    });
    if (v.hitchers && v.hitched !== false)
      bad(['vehicle', 'hitchers'], 'hitchers need hitched: false');
    if (v.kind === 'buckboard' && v.animals !== 1)
      bad(['vehicle', 'animals'], 'a buckboard is pulled by 1 horse');
  }
  const b = p.building;
  if (b) {
    const holds = p.sides.findIndex((s) => s.name === b.holds);
    if (holds < 0)
      bad(
        ['building', 'holds'],
        `unknown side "${b.holds}" (sides: ${p.sides.map((s) => s.name).join(', ')})`,
      );
    b.firebugs.forEach((name, j) => {
      if (!sideOf.has(name))
        bad(['building', 'firebugs', j], `unknown figure "${name}" (figures: ${known})`);
      else if (sideOf.get(name) === holds)
        bad(['building', 'firebugs', j], `"${name}" is inside: a firebug is of the other side`);
      if (v && (v.driver === name || v.aboard.includes(name)))
        bad(['building', 'firebugs', j], `"${name}" rides the vehicle`);
    });
    b.buckets?.forEach((name, j) => {
      if (!sideOf.has(name))
        bad(['building', 'buckets', j], `unknown figure "${name}" (figures: ${known})`);
      else if (sideOf.get(name) !== holds)
        bad(
          ['building', 'buckets', j],
          `"${name}" is not inside: bucket carriers hold the building`,
        );
    });
    p.sides[holds]?.figures.forEach((f) => {
      const pol = policyOf.get(f.name);
      if (pol !== undefined && MOVERS.includes(pol))
        bad(['building'], `"${f.name}" holds the building: his policy cannot be ${pol}`);
    });
    if (v && sideOf.get(v.driver) === holds)
      bad(['vehicle', 'driver'], 'the side inside the building has no vehicle');
    const names = new Set<string>();
    const away = new Set<string>();
    b.neighbours?.forEach((n, j) => {
      if (names.has(n.name))
        bad(['building', 'neighbours', j, 'name'], `neighbour "${n.name}" is named twice`);
      names.add(n.name);
      n.inside?.forEach((name, k) => {
        const at = ['building', 'neighbours', j, 'inside', k];
        if (!sideOf.has(name)) bad(at, `unknown figure "${name}" (figures: ${known})`);
        else if (sideOf.get(name) !== holds)
          bad(at, `"${name}" is not of the side that holds the building (${b.holds})`);
        else if (away.has(name)) bad(at, `"${name}" is in two neighbours`);
        away.add(name);
      });
    });
    if (holds >= 0 && p.sides[holds].figures.every((f) => away.has(f.name)))
      bad(['building', 'neighbours'], `nobody of ${b.holds} is left in the building itself`);
  }
}

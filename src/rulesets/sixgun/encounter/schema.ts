import { z } from 'zod';
import { COVERS, PROFESSIONS, WEAPONS, WEAPON_STATS } from '../data.ts';
import { ATTRIBUTES, FIGHT_ATTRIBUTES } from '../attributes.ts';
import {
  GF1_SETTINGS,
  GF2_BUILDINGS,
  GF2_PLACES,
  HOW_MANY,
  OPPONENTS,
  STAR_KINDS,
} from '../gunfight-tables.ts';
import { NPC_PROFESSIONS } from '../npc.ts';
import { BAND_POLICY_NAMES, POLICY_NAMES, STAR_CHOICES, SWITCH_POLICIES } from './policy-names.ts';
import { buildingSchema, checkBattlefield, vehicleSchema } from './battlefield-schema.ts';
import { battlefieldFields } from '../../../encounter/battlefield-schema.ts';
import { BATTLEFIELD_COVER, BLOCKING_KINDS, TERRAIN_KINDS } from './terrain.ts';
import { checkBlocking } from './blocking-check.ts';
import { checkSection } from './section-check.ts';

/** Weapons a gunfighter can fire and reload: everything but thrown knives and tomahawks (§3.4). */
const FIREARMS = WEAPONS.filter((w) => WEAPON_STATS[w].ammo !== 'thrown');

/** The most figures a side fields in GF-2 and GF-3 (How Many doubles at most 6, §13.1). */
export const MAX_PER_SIDE = 12;

/** Where a GF-1 happens (§13.1 Terrain), or rolled per gunfight. */
const GF1_SETTINGS_OR_ROLLED = ['rolled', ...GF1_SETTINGS] as const;

/** Light and weather, and how far a figure sees in them (§4.7 [L1437–1443]). */
export const SIGHTS = ['day', 'night', 'woods', 'fog', 'woods-at-night', 'fog-at-night'] as const;
export type Sight = (typeof SIGHTS)[number];
export const SIGHT_INCHES: Readonly<Record<(typeof SIGHTS)[number], number>> = {
  day: Infinity,
  night: 12,
  woods: 12,
  fog: 12,
  'woods-at-night': 6,
  'fog-at-night': 6,
};

const figure = z.strictObject({
  name: z.string().min(1),
  profession: z
    .enum(PROFESSIONS)
    .default('cowboy')
    .describe('Picks the Draw bonus and the reaction tables (six-gun-sound.md §5.3).'),
  rep: z.number().int().min(1).max(7).default(4),
  sand: z.number().int().min(0).max(7).default(4),
  toughness: z.number().int().min(0).max(7).default(4),
  weapon: z.enum(FIREARMS as [string, ...string[]]).default('pistol'),
  cover: z
    .enum(COVERS)
    .default('wall')
    .describe(
      'The cover the figure fights from once it has ducked back: it steps out from behind it to shoot (none: back into the open street).',
    ),
  policy: z.enum(BAND_POLICY_NAMES).optional().describe("Overrides the side's policy."),
  group: z
    .number()
    .int()
    .min(0)
    .max(7)
    .optional()
    .describe(
      'GF-2, GF-3: the group it activates with, on its leader\'s Rep (six-gun-sound.md §4.1; default 0: the whole side, who stand within 4" of each other).',
    ),
  attributes: z
    .array(z.enum(FIGHT_ATTRIBUTES))
    .optional()
    .describe(
      'GF-2, GF-3: its attributes (§2.5) that change a fight on foot: born-leader, brawler, tyro, lacks-a-backbone, crackshot, touched-in-the-head, gun-shy, true-grit, runt, tough, yella, agile, two-left-feet, drunkard (1d6 at the start, then the Drunkard sub-table), fast, slow.',
    ),
  capAndBall: z
    .boolean()
    .optional()
    .describe(
      'GF-2, GF-3: two cap-and-ball revolvers (§2.2 [L955], optional rule): they cannot be reloaded during the fight, so when the first runs dry he draws the second, and after that he cannot fire.',
    ),
  twoPistols: z
    .boolean()
    .optional()
    .describe(
      'He carries two pistols and fires both at once (§3.5 [L904], §6.2 row 8 [L1501]): each rolls its own dice in its own shot order and an 8 misses for both; each runs dry on its own 1s, and with one empty he fires the other alone. An activation spent reloading reloads each empty one, a roll apiece. The Draw is drawn with one.',
    ),
  otherWeapon: z
    .enum(FIREARMS as [string, ...string[]])
    .optional()
    .describe(
      "GF-2, GF-3: a second firearm he carries (§3.5 [L904]; an NPC row's 'Pistol + Carbine'), weapon being the one in his hand. He changes to it as the book allows (§4.2 step 2 [L1122], §4.3 [L1207]; A-5(a)): on doubles, his side frozen (activation.doubles: ready-weapons), and on foot at the start of an activation, his move then a normal one (no Moving Fast); his side's switchWeapons says when. Each keeps its own ammunition.",
    ),
  meleeWeapon: z
    .boolean()
    .optional()
    .describe(
      'GF-2, GF-3: he also carries a knife or tomahawk (§3.5 [L1039–1041]): +1d6 in melee, and his Killing stroke kills (C-70).',
    ),
  veteran: z
    .boolean()
    .optional()
    .describe(
      'GF-2, GF-3: a Veteran (§2.1 [L921]), whose rifle or buffalo gun reaches 12× his Rep.',
    ),
  mount: z
    .strictObject({
      animal: z
        .enum(['horse', 'mule'])
        .optional()
        .describe(
          'A horse (12" a move, the default) or a saddle mule (8"); riding fast doubles it, or half as much again (§10.1 [L2084], §10.4).',
        ),
      quality: z
        .union([z.literal(3), z.literal(4), z.literal(5), z.literal('rolled')])
        .default('rolled')
        .describe(
          'Nag 3, Pretty Fair 4, Good 5, or rolled each gunfight on Mount Quality for his profession with his Rep as Prosperity (§10.1, C-76).',
        ),
      mounted: z
        .boolean()
        .default(true)
        .describe(
          'He starts in the saddle (else on foot beside it, holding it, and mounts up when his policy advances, §10.3).',
        ),
      away: z
        .number()
        .min(0)
        .default(0)
        .describe(
          'Inches behind him (away from the enemy) that his horse stands, tied (§13.1 Mounts: saddled mounts 2d6" off); 0 beside him. He walks to it when his policy advances, then mounts up.',
        ),
      loose: z
        .boolean()
        .default(false)
        .describe('A horse standing away from him is loose, not tied (§10.8).'),
      saddled: z
        .boolean()
        .optional()
        .describe(
          'False: the horse is unsaddled (in the saddle he cannot start); he saddles it, two activations doing nothing else, before he mounts (§13 [L3144]). Default saddled.',
        ),
    })
    .optional()
    .describe(
      "GF-2, GF-3: his horse (§10). A rider rides when his policy advances (Mounted Moving Fast, §10.4) and gets down to fight otherwise (Dismounting Under Fire, §10.3), unless his side's riders stay mounted; he fires from the saddle at −1 on a Nag, an 8 missing while he rides (range halved riding fast); an 8 at him hits the horse (They Shot My Horse!, §10.7); with a melee weapon he fights a melee's first round from the saddle at +1d6 (Impact, §10.5).",
    ),
  holder: z
    .boolean()
    .optional()
    .describe(
      "GF-2, GF-3: he holds his side's horses (§10.5 [L2294]): every man of his side leading his horse on foot hands it to him, up to four held mounts, his own among them (the next holder listed takes the rest, else a man keeps his own). He fires only a one-handed weapon, at −1 Rep, on foot or in the saddle; a man wanting to ride walks to him first. When he leaves the fight, option mounts.holderLeaves says what the horses do.",
    ),
  star: z
    .boolean()
    .optional()
    .describe(
      "GF-2, GF-3: a Star, who may choose his reaction where the table lets him (§1.7), as his side's starChoice says.",
    ),
});

/**
 * A gunfight whose forces are rolled per gunfight (§13.1 Forces, How Many, Gunfight
 * Opponents; the NPC tables of §2.2; Hands' cards of §2.5): a GF-1's one opponent, a GF-2's or
 * GF-3's enemy side and maybe the Star's. Each part can be fixed instead.
 */
const roll = z.strictObject({
  star: z
    .enum(STAR_KINDS)
    .optional()
    .describe(
      "The Star's column of Gunfight Opponents (default: from the first figure's profession; a Marshal, Ranger, Sheriff or Deputy is a lawman).",
    ),
  opponents: z
    .enum(['rolled', ...OPPONENTS])
    .default('rolled')
    .describe(
      'Who the enemy side are: rolled on Gunfight Opponents (2d6) each gunfight, or always these; every enemy figure is one, a lawman or random-npc rolled figure by figure (§13.1 [L3195–3214]).',
    ),
  howMany: z
    .enum(['rolled', ...HOW_MANY])
    .default('rolled')
    .describe(
      "How many enemies against the Star's side: rolled on How Many of Them (2d6) each gunfight, or always this row (rounded up, at least 1; C-22).",
    ),
  starSide: z
    .boolean()
    .default(false)
    .describe(
      "Roll the Star's side too: 1d6 figures in a GF-2, 2d6+2 in a GF-3 (§13.1 Forces). The listed figures come first (the first is the Star), rolled Hands make up the rest.",
    ),
  hands: z
    .enum(NPC_PROFESSIONS)
    .default('cowboy')
    .describe("The NPC table the Star's rolled Hands come from (§2.2)."),
  cards: z
    .boolean()
    .default(true)
    .describe(
      'Each rolled Hand draws a playing card for an attribute (§2.5 [L3043]), the Drunkard rolling on his sub-table; NPC opponents have none.',
    ),
  joker: z
    .enum(ATTRIBUTES)
    .default('born-leader')
    .describe('The attribute a Hand who draws a Joker picks (§2.5: the player chooses).'),
  place: z
    .enum(['rolled', ...GF2_PLACES])
    .default('rolled')
    .describe(
      'GF-2: where it happens, rolled (town 1–4, else ranch 1–3 or trail) or fixed. In town the NPCs carry their "In town" weapons (C-90). A GF-3 is on the trail.',
    ),
  building: z
    .enum(['rolled', ...GF2_BUILDINGS])
    .default('rolled')
    .describe(
      'GF-2 in town: the building in the street it happens in front of, rolled (1d6: saloon 1–3, gambling house 4–5, livery stable 6; §13.1 Terrain) or fixed; reported as the metric building (it stands on no table).',
    ),
});

export const bandSide = z.strictObject({
  name: z.string().min(1),
  policy: z
    .enum(BAND_POLICY_NAMES)
    .default('stand-and-shoot')
    .describe(
      "stand-and-shoot; cautious (never reloads in the enemy's sight); charge (GF-2, GF-3: charges the nearest enemy within 12\" when Wanting to Charge lets it); protect-the-star (GF-2, GF-3: the side's first figure, its Star, plays cautious; the others shoot first at the enemy nearest to him); advance (GF-2, GF-3: moves toward the nearest enemy, fast when it can, until it is within its weapon's effective range and sight, then stands and shoots); charge-together (GF-2, GF-3: charges like charge, and the others of his group on this policy within 12\" of the target join the charge, each taking his own Wanting to Charge, so that one figure fights several, §8.2, A-20); cover-to-cover (GF-2, GF-3: from cover, with an enemy in sight within effective range, stands and shoots; otherwise moves, fast when it can, to the next terrain feature giving cover that is nearer the nearest enemy, or into a building by its doors and windows (§4.4), to the way in nearest the enemy, round buildings and walls, firing at the end of the move if it has a shot; with no such cover left, advances).",
    ),
  figures: z
    .array(figure)
    .max(MAX_PER_SIDE)
    .default([])
    .describe('Its figures; none for the enemy side when roll rolls it (then it is at least one).'),
  spread: z
    .boolean()
    .optional()
    .describe(
      'GF-2, GF-3: an active figure whose weapon rolls several shot dice spreads them (§3.3, §6.1; A-14): one on each other enemy in sight within effective range and its frontal width (1" per Targets point) of its target, the rest on the target.',
    ),
  prone: z
    .boolean()
    .optional()
    .describe(
      'GF-2, GF-3: its figures go prone (§4.6 [L1191–1195]) where they stand in the open to fire, reload or wait, and at the end of an advance (going prone ends a move; they may still fire): an 8 at a prone figure misses, a hit reads as behind obscuring cover, −1d6 in melee. They get up when next active.',
    ),
  horses: z
    .enum(['tie', 'hold'])
    .default('tie')
    .describe(
      'GF-2, GF-3: what its men on foot do with a horse beside them when they stay to fight: tie it where they stand (§10.3 [L2125]; a tied or loose horse tests Skittish when a firearm goes off within 6" of it, §10.8) or hold it (only a one-handed weapon fires, at −1 Rep, §10.5 [L2294]).',
    ),
  switchWeapons: z
    .enum(SWITCH_POLICIES)
    .optional()
    .describe(
      "GF-2, GF-3: when its men carrying an otherWeapon change to it (the book allows it on doubles and with a normal move, and leaves when to the player): reach (the default) when the other is readier to fire (loaded against empty or dry, or a last shot against none), or as ready and the nearest enemy in sight is beyond the effective range of the one in hand but within the other's; readier, only when it is readier; never.",
    ),
  riders: z
    .enum(['dismount', 'stay-mounted'])
    .default('dismount')
    .describe(
      'GF-2, GF-3: what its riders do when their policy does not ride: dismount (get down to fight, §10.3) or stay-mounted (fight from the saddle, §10.5).',
    ),
  siouxside: z
    .enum(['when-forced', 'at-will'])
    .optional()
    .describe(
      'GF-2, GF-3: when its mounted Plains warriors ride Siouxside, on the far side of the horse where only head and arms can be hit and any other hit lands on the horse (§5.3.8 [L8897–8911]): when-forced (the default), only when a test would make them Duck Back; at-will, also whenever active in the saddle (dropping down is done while active). Either way one comes up to reload, which he may not do hanging there.',
    ),
  starChoice: z
    .enum(STAR_CHOICES)
    .optional()
    .describe(
      "GF-2, GF-3: what the side's Stars choose on the reaction tests that let them (§1.7): roll (like anyone: the default), steady (always the Pass 2 result: stands, fires, charges, carries on, comes back).",
    ),
});

export const gunfightSchema = z
  .strictObject({
    type: z
      .enum(['GF-1', 'GF-2', 'GF-3'])
      .default('GF-1')
      .describe(
        'GF-1: the Star against one opponent, a Draw and then the fight; GF-2: several figures a side, a Draw and then the fight; GF-3: an open fight on the trail, set up by the Stand-Up Fight table (§13.1).',
      ),
    maxTurns: z.number().int().min(2).max(100).default(30),
    distance: z
      .number()
      .positive()
      .optional()
      .describe(
        'Inches apart (default: the shortest effective range among the figures, §13.1 Deployment [L3218]).',
      ),
    sight: z
      .enum(SIGHTS)
      .optional()
      .describe(
        'GF-2, GF-3: how far a figure sees (§4.7 [L1437–1443]): day (the whole table, the default); night, woods or fog 12"; woods-at-night or fog-at-night 6".',
      ),
    setting: z
      .enum(GF1_SETTINGS_OR_ROLLED)
      .optional()
      .describe(
        'GF-1: where it happens (§13.1 Terrain): street (the default), indoors (a saloon or gambling house, where the two are in obscuring cover against each other, C-59), or rolled each gunfight (street 1–3, indoors 4–6).',
      ),
    terrain: z
      .array(
        z.strictObject({
          kind: z.enum([...TERRAIN_KINDS, ...BLOCKING_KINDS]),
          x: z.number(),
          y: z.number(),
          width: z.number().positive(),
          height: z.number().positive(),
        }),
      )
      .optional()
      .describe(
        'GF-2, GF-3: terrain features on the table (§6.6 [L4717–4727]), rectangles in inches: the first side stands along y = 0 from x = 0, 3" apart, the second along y = the distance between them. A figure standing in one is in its cover: obscuring-scrub obscuring (an 8 misses, a hit takes effect only when the colored die beats the white); rough-ground and woods bulletproof behind the Wall/Window rows (C-60; option cover.woods: obscuring); ridge-crest bulletproof; no-effect-scrub none. In cover he also reads the reaction tables\' "in cover" rows. Sight goes through no more than 12" of woods (6" at night; §4.7 [L1442]): a figure at their edge sees out and is seen. A building or a wall (too high to fire over) blocks sight and movement (§4.7 [L779–789]): nobody sees, shoots or walks through it; movers go round it.',
      ),
    battlefield: z
      .strictObject(battlefieldFields(z.enum(BATTLEFIELD_COVER), ['watercourse']))
      .optional()
      .describe(
        'GF-2, GF-3: the table drawn with the battlefield section every ruleset shares, in inches on the same axes as terrain: buildings whose doors, windows and openings let sight and movers through (elsewhere their walls block both), walls, fences (cover for a man behind them), obscuring pieces (sight reaches seeInto inches into them), difficult ground (cost per inch crossed) and watercourses, a river or stream fordable along its length: a man (or a rider) stops at its bank, losing the rest of his move; his next move takes him straight across to the far side, where he stops in the water; after that he moves out as normal (§14.2 [L4731–4735]). cover: obscuring, woods or wall (bulletproof: the Wall/Window rows, the Corner rows at a corner; §6.6, §6.7).',
      ),
    mounts: z
      .enum(['listed', 'rolled'])
      .default('listed')
      .describe(
        "GF-2, GF-3: who has a horse: listed (each figure's mount), or rolled each gunfight (§13.1 Mounts): on the trail (a GF-3, or a rolled GF-2's trail or ranch) 1d6 a side, every figure with a horse of rolled Quality: 1–2 in the saddle (a GF-2, opening with a Draw, on foot leading them), 3–4 saddled and tied 2d6\" behind him, 5–6 unsaddled on a picket at the middle of the table edge behind his side (saddled before it is ridden, two activations); in a GF-2 in town 1d6 a man, 1–2 saddled and tied at the rail behind him, 3–4 saddled in the livery, 5–6 unsaddled there (Townsfolk, Sheriffs and Deputies always unsaddled there, §13), the livery on the table only when the fight is in front of it.",
      ),
    skipFlinch: z
      .boolean()
      .default(false)
      .describe("Skip the Draw's Flinch checks (as Stars may choose to, §1.7)."),
    holdUnmanned: z
      .boolean()
      .default(false)
      .describe('An unmanned figure is not let go: it takes Got the Drop (§7.1 step 1).'),
    roll: roll
      .optional()
      .describe(
        "Roll the forces for each gunfight (§13.1): GF-1, the Star's one opponent (Gunfight Opponents, then his NPC table); GF-2, GF-3, the enemy side's number and who they are, and with starSide the Star's side too.",
      ),
    vehicle: vehicleSchema
      .optional()
      .describe(
        'GF-2, GF-3: a wagon, stagecoach or buckboard of one side on the field (six-gun-sound.md §10.9): driven fast, running people down (Trample, B-20), shot from and at, Losing Control and wrecking.',
      ),
    building: buildingSchema
      .optional()
      .describe(
        'GF-2, GF-3: one side holds a building and the other tries to burn it (six-gun-sound.md §12): Starting a Fire, the wind, the fire spreading, the holders driven out into the open.',
      ),
    sides: z.array(bandSide).length(2),
  })
  .superRefine((p, ctx) => {
    checkBattlefield(p, ctx);
    checkBlocking(p, ctx);
    checkSection(p, ctx);
    p.sides.forEach((s, i) =>
      s.figures.forEach((f, j) => {
        if (f.capAndBall && f.weapon !== 'pistol')
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'figures', j, 'capAndBall'],
            message: `cap-and-ball revolvers are pistols (the figure carries a ${f.weapon})`,
          });
        if (f.twoPistols && f.weapon !== 'pistol')
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'figures', j, 'twoPistols'],
            message: `twoPistols needs weapon: pistol (the figure carries a ${f.weapon}; long arms need both hands, §3.5)`,
          });
        if (f.twoPistols && f.capAndBall)
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'figures', j, 'twoPistols'],
            message:
              'capAndBall already gives him two revolvers, fired one after the other: choose one of twoPistols and capAndBall',
          });
        if (f.otherWeapon !== undefined) {
          const why =
            p.type === 'GF-1'
              ? 'otherWeapon needs GF-2 or GF-3 (a GF-1 is fought with the weapon in hand)'
              : f.otherWeapon === f.weapon
                ? f.weapon === 'pistol'
                  ? 'a second pistol is twoPistols (fired with the first, §3.5)'
                  : `otherWeapon is the weapon in his hand (${f.weapon}): give a different one`
                : f.twoPistols || f.capAndBall
                  ? `otherWeapon with ${f.twoPistols ? 'twoPistols' : 'capAndBall'} is not played: his second pistol takes the place of another weapon`
                  : null;
          if (why)
            ctx.addIssue({
              code: 'custom',
              path: ['sides', i, 'figures', j, 'otherWeapon'],
              message: why,
            });
        }
        if (f.mount?.saddled === false && f.mount.mounted && f.mount.away === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'figures', j, 'mount', 'saddled'],
            message:
              'a man in the saddle has a saddled horse: give mount.mounted: false or mount.away',
          });
      }),
    );
    p.sides.forEach((s, i) => {
      const rolled = i === 1 && p.roll !== undefined;
      if (rolled && s.figures.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['sides', i, 'figures'],
          message: 'roll rolls the enemy side: list no figures for it',
        });
      if (!rolled && s.figures.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['sides', i, 'figures'],
          message: 'a side needs at least one figure (or, for the second side, roll)',
        });
    });
    if (p.type !== 'GF-1' && p.setting !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['setting'],
        message: 'setting needs GF-1 (a GF-2 is in the street, a GF-3 on the trail)',
      });
    if (p.type === 'GF-1' && p.roll !== undefined) {
      const only = (key: 'starSide' | 'howMany' | 'place', ok: boolean, why: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: ['roll', key], message: why });
      };
      only('starSide', !p.roll.starSide, 'a GF-1 is the Star alone (§13.1 Forces): no starSide');
      only('howMany', p.roll.howMany === 'rolled', 'a GF-1 is one against one: no howMany');
      only(
        'place',
        p.roll.place === 'rolled' || p.roll.place === 'town',
        'a GF-1 is in town (§13.1): setting picks the street or indoors',
      );
    }
    if (
      p.roll &&
      p.roll.building !== 'rolled' &&
      (p.type !== 'GF-2' || (p.roll.place !== 'rolled' && p.roll.place !== 'town'))
    )
      ctx.addIssue({
        code: 'custom',
        path: ['roll', 'building'],
        message: 'a building is rolled for a GF-2 in town (§13.1 Terrain)',
      });
    if (
      p.type === 'GF-3' &&
      p.roll?.place !== undefined &&
      p.roll.place !== 'rolled' &&
      p.roll.place !== 'trail'
    )
      ctx.addIssue({
        code: 'custom',
        path: ['roll', 'place'],
        message: 'a GF-3 is on the trail (one in town is played as a GF-2, §13.1)',
      });
    if (
      p.roll &&
      p.roll.star === undefined &&
      p.sides[0].figures[0] &&
      starKindOf(p.sides[0].figures[0].profession) === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['roll', 'star'],
        message: `a ${p.sides[0].figures[0].profession} Star has no Gunfight Opponents column: set roll.star to ${STAR_KINDS.join(', ')}`,
      });
    if (p.type === 'GF-1' && p.mounts !== 'listed')
      ctx.addIssue({ code: 'custom', path: ['mounts'], message: 'mounts needs GF-2 or GF-3' });
    if (p.type === 'GF-1' && p.terrain !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['terrain'],
        message: 'terrain needs GF-2 or GF-3 (a GF-1 has its setting)',
      });
    if (p.type === 'GF-1' && p.sight !== undefined)
      ctx.addIssue({ code: 'custom', path: ['sight'], message: 'sight needs GF-2 or GF-3' });
    if (p.type === 'GF-1')
      p.sides.forEach((s, i) => {
        if (s.figures.length !== 1 && !(i === 1 && p.roll))
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'figures'],
            message: 'GF-1 is one figure against one (six-gun-sound.md §13.1)',
          });
        const gf1 = POLICY_NAMES as readonly string[];
        if (!gf1.includes(s.policy))
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'policy'],
            message: `policy "${s.policy}" needs GF-2 or GF-3; GF-1 knows ${gf1.join(', ')}`,
          });
        for (const key of ['spread', 'prone'] as const)
          if (s[key])
            ctx.addIssue({
              code: 'custom',
              path: ['sides', i, key],
              message: `${key} needs GF-2 or GF-3`,
            });
        if (s.starChoice)
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'starChoice'],
            message: 'starChoice needs GF-2 or GF-3 (GF-1 has skipFlinch)',
          });
        s.figures.forEach((f, j) => {
          for (const key of [
            'attributes',
            'star',
            'group',
            'veteran',
            'capAndBall',
            'meleeWeapon',
            'mount',
          ] as const)
            if (f[key] !== undefined)
              ctx.addIssue({
                code: 'custom',
                path: ['sides', i, 'figures', j, key],
                message: `${key} needs GF-2 or GF-3`,
              });
          if (f.policy && !gf1.includes(f.policy))
            ctx.addIssue({
              code: 'custom',
              path: ['sides', i, 'figures', j, 'policy'],
              message: `policy "${f.policy}" needs GF-2 or GF-3; GF-1 knows ${gf1.join(', ')}`,
            });
        });
      });
    uniqueNames(p.sides, ctx);
    if (p.sides[0]?.name === p.sides[1]?.name)
      ctx.addIssue({
        code: 'custom',
        path: ['sides', 1, 'name'],
        message: `side name "${p.sides[1].name}" is used twice`,
      });
  });

export type GunfightParams = z.output<typeof gunfightSchema>;
export type RollSpec = NonNullable<GunfightParams['roll']>;

/** The Gunfight Opponents column of a Star of this profession (§13.1 [L3195]), if it has one. */
export function starKindOf(profession: string): (typeof STAR_KINDS)[number] | undefined {
  if (['marshal', 'ranger', 'sheriff', 'deputy'].includes(profession)) return 'lawman';
  return (STAR_KINDS as readonly string[]).includes(profession)
    ? (profession as (typeof STAR_KINDS)[number])
    : undefined;
}
export type FigureSpec = GunfightParams['sides'][number]['figures'][number];

/** Every figure's name once across the sides (the trace and the metrics name them). */
export function uniqueNames(
  sides: readonly { figures: readonly { name: string }[] }[],
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  sides.forEach((s, i) =>
    s.figures.forEach((f, j) => {
      if (seen.has(f.name))
        ctx.addIssue({
          code: 'custom',
          path: ['sides', i, 'figures', j, 'name'],
          message: `figure name "${f.name}" is used twice: rename one`,
        });
      seen.add(f.name);
    }),
  );
}

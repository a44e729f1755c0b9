import type { Ruleset } from '../types.ts';
import { activation } from './activation.ts';
import {
  advancement,
  campaignSeason,
  campaignStart,
  encounterSetup,
  cowboyCampaign,
  gunfighterCampaign,
  marshalCampaign,
  outlawCampaign,
  randomProfession,
  rangerCampaign,
  sheriffCampaign,
  soloDeployment,
  terrain,
  travel,
} from './campaign/index.ts';
import { capture } from './capture.ts';
import { challenge } from './challenge.ts';
import { draw } from './draw.ts';
import { SIXGUN_ENCOUNTER_TYPES } from './encounter-types.ts';
import { fight } from './fight.ts';
import { fire } from './fire.ts';
import { gunfightSetup } from './gunfight-setup.ts';
import { mount } from './mount.ts';
import { movingCasualties } from './moving-casualties.ts';
import { sixgunOptions } from './options.ts';
import { posseChase } from './posse-chase.ts';
import { reaction } from './reaction.ts';
import { recovery } from './recovery.ts';
import { reload } from './reload.ts';
import { rescue } from './rescue.ts';
import { runawayRecovery } from './runaway-recovery.ts';
import { SIXGUN_SETTLED_RULINGS } from './settled-rulings.ts';
import { shot } from './shot.ts';
import { trial } from './trial.ts';
import { vehicle } from './vehicle.ts';
import { woundRecovery } from './wound-recovery.ts';

/**
 * The sixgun procedures with flat params, the ones `odds` answers, without the gunfight:
 * loading its simulation and the zod schema of its nested params would cost `odds` most of
 * its start-up.
 */
export const sixgunFlat: Ruleset = {
  id: 'sixgun',
  title: 'Six Gun Sound: Blaze of Glory',
  source: 'the rules spec six-gun-sound.md (seed 003)',
  options: sixgunOptions,
  absent: [
    {
      rule: "the collapse of a building's areas (six-gun-sound.md §12 [L1945–1953])",
      reason:
        'the book says a fire leaves an area uninhabitable and that parts "may even collapse", an area above a collapsed one collapsing with it, but it gives no trigger for a collapse and no effect on the figures inside; a collapse rule would be invented',
    },
    {
      rule: 'upper floors of the buildings in a gunfight (six-gun-sound.md §12 [L1943–1953])',
      reason:
        "the book counts each floor as more areas, lets a figure change floors within one activation and, from an upper storey, denies a prone target its obscuring cover (shot's --higher-ground), but gives a floor no height, no sight over walls and no way for fire to climb to it, so the field's buildings have one floor",
    },
  ],
  encounterTypes: SIXGUN_ENCOUNTER_TYPES,
  settledRulings: SIXGUN_SETTLED_RULINGS,
  procedures: {
    shot,
    draw,
    fight,
    reaction,
    recovery,
    reload,
    activation,
    'random-profession': randomProfession,
    'campaign-start': campaignStart,
    travel,
    terrain,
    'solo-deployment': soloDeployment,
    advancement,
    'cowboy-campaign': cowboyCampaign,
    'gunfighter-campaign': gunfighterCampaign,
    'marshal-campaign': marshalCampaign,
    'outlaw-campaign': outlawCampaign,
    'ranger-campaign': rangerCampaign,
    'sheriff-campaign': sheriffCampaign,
    'campaign-season': campaignSeason,
    challenge,
    'runaway-recovery': runawayRecovery,
    'wound-recovery': woundRecovery,
    'gunfight-setup': gunfightSetup,
    'encounter-setup': encounterSetup,
    'moving-casualties': movingCasualties,
    rescue,
    capture,
    trial,
    vehicle,
    mount,
    'posse-chase': posseChase,
    fire,
  },
};

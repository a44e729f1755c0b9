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
  encounterTypes: SIXGUN_ENCOUNTER_TYPES,
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

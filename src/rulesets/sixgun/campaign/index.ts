/** The campaign procedures of six-gun-sound.md §2.3, §5.3.8 and §14, in the book's order. */
export { randomProfession } from './professions.ts';
export { campaignStart } from './start.ts';
export { travel } from './travel.ts';
export { soloDeployment } from './solo.ts';
export { advancement } from './advancement.ts';
export { cowboyCampaign } from './cowboy.ts';
export { gunfighterCampaign } from './gunfighter.ts';
export { marshalCampaign } from './marshal.ts';
export { outlawCampaign } from './outlaw.ts';
export { rangerCampaign } from './ranger.ts';
export { sheriffCampaign } from './sheriff.ts';
export { campaignSeason } from './season.ts';
export { encounterSetup } from './encounter-setup.ts';
export { terrain } from './terrain.ts';

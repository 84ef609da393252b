export {
  CountdownBanner,
  type CountdownBannerProps,
  type TimeLeft,
  timeLeftUntil,
  unitWord,
} from './countdown-banner';

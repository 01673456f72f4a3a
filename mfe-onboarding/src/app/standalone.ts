import { runStandalone } from '@kk/ui';
import * as parcel from './parcel';

void runStandalone(parcel, 'mfe_onboarding');

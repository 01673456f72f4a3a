import { runStandalone } from '@kk/ui';
import * as app from './app';

void runStandalone(app, 'mfe_foodplan');

import path from 'node:path';
import { describeTextFiles } from '@kk/platform/test-support';
import { meetingTextFiles, meetingTexts } from './texts';

describeTextFiles('the meeting texts, file by file', {
  files: meetingTextFiles,
  merged: meetingTexts,
  features: path.join(__dirname, '../features'),
});

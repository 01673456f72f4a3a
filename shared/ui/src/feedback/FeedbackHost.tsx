import { DialogHost } from '../dialogs/DialogHost';
import { Toaster } from './Toaster';

/** The toaster and the dialog outlet, rendered once by the shell for the whole page. */
export function FeedbackHost() {
  return (
    <>
      <Toaster />
      <DialogHost />
    </>
  );
}

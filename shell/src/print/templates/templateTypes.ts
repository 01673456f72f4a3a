import type { PrintData } from '@kk/domain';

export interface PrintTemplateProps<Model> {
  data: PrintData<Model>;
}

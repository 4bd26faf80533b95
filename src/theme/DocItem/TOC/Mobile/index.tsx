// Draws nothing where the classic layout puts the phone's table of contents, above the title:
// src/theme/DocItem/Content shows the stock one (@theme-original) right under the title instead.
import type {ReactNode} from 'react';

export default function DocItemTOCMobile(): ReactNode {
  return null;
}

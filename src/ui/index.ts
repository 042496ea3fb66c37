export { Button } from './Button';
export { Checkbox } from './Checkbox';
export { Dialog } from './Dialog';
export { Field } from './Field';
export { Notice } from './Notice';
export { Progress } from './Progress';

import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { Button } from "~/components/ui/button";

/** A table row's Edit button, named for the row's item (screen readers hear "Edit Capillaries"). */
export function EditRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-label={`Edit ${name}`}>
      <Pencil className="h-4 w-4" aria-hidden /> Edit
    </Button>
  );
}

interface DeleteRowButtonProps {
  name: string;
  onClick: () => void;
  disabled?: boolean;
  /** why it is disabled, when it is */
  "aria-describedby"?: string;
}

/** A table row's Delete button, in the danger colour and named for the row's item; it asks first (the panel's ConfirmDialog). */
export function DeleteRowButton({ name, onClick, ...rest }: DeleteRowButtonProps) {
  return (
    <Button variant="ghost" size="sm" className="text-danger! hover:bg-danger-soft" onClick={onClick} aria-label={`Delete ${name}`} {...rest}>
      <Trash2 className="h-4 w-4" aria-hidden /> Delete
    </Button>
  );
}

import Activity from "lucide-react/icons/activity";
import BookOpen from "lucide-react/icons/book-open";
import Cable from "lucide-react/icons/cable";
import Calculator from "lucide-react/icons/calculator";
import ChartColumn from "lucide-react/icons/chart-column";
import Circle from "lucide-react/icons/circle";
import Dna from "lucide-react/icons/dna";
import FileText from "lucide-react/icons/file-text";
import FlaskConical from "lucide-react/icons/flask-conical";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Handshake from "lucide-react/icons/handshake";
import Headphones from "lucide-react/icons/headphones";
import Layers from "lucide-react/icons/layers";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Lightbulb from "lucide-react/icons/lightbulb";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Microscope from "lucide-react/icons/microscope";
import Package from "lucide-react/icons/package";
import Phone from "lucide-react/icons/phone";
import Pill from "lucide-react/icons/pill";
import Printer from "lucide-react/icons/printer";
import Puzzle from "lucide-react/icons/puzzle";
import Repeat from "lucide-react/icons/repeat";
import Scale from "lucide-react/icons/scale";
import Settings from "lucide-react/icons/settings";
import ShieldCheck from "lucide-react/icons/shield-check";
import Stethoscope from "lucide-react/icons/stethoscope";
import Target from "lucide-react/icons/target";
import TestTube from "lucide-react/icons/test-tube";
import Thermometer from "lucide-react/icons/thermometer";
import Video from "lucide-react/icons/video";
import Workflow from "lucide-react/icons/workflow";
import Wrench from "lucide-react/icons/wrench";
import Zap from "lucide-react/icons/zap";
import type { LucideIcon } from "lucide-react";
import type { IconName } from "~/content/brand-aware";

/**
 * The icons app/content names, imported one by one so the bundle carries only these
 * (lucide's `icons` object would pull in every icon). A name used in content must be added here;
 * content-icon.test.ts checks that.
 */
export const contentIcons = {
  Activity,
  BookOpen,
  Cable,
  Calculator,
  ChartColumn,
  Dna,
  FileText,
  FlaskConical,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Layers,
  LifeBuoy,
  Lightbulb,
  Mail,
  MapPin,
  Microscope,
  Package,
  Phone,
  Pill,
  Printer,
  Puzzle,
  Repeat,
  Scale,
  Settings,
  ShieldCheck,
  Stethoscope,
  Target,
  TestTube,
  Thermometer,
  Video,
  Workflow,
  Wrench,
  Zap,
} satisfies Partial<Record<IconName, LucideIcon>>;

export function ContentIcon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  const Icon: LucideIcon = (contentIcons as Partial<Record<IconName, LucideIcon>>)[name] ?? Circle;
  return <Icon className={className} aria-hidden focusable="false" />;
}

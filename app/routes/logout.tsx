import { redirect } from "react-router";

export function loader() {
  return redirect("/");
}

export async function action() {
  return redirect("/");
}
